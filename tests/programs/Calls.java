/** The same calls as calls.py and calls.c, one by one: tst_tracers compares the three traces. */
public final class Calls {
    private Calls() {
    }

    private static String shown(String line) {
        return line == null ? "None" : line;
    }

    public static void main(String[] args) {
        System.out.println("the program's own line");
        NQTrace.tryAt(0, 0);
        NQTrace.conflict(1, 0);
        NQTrace.conflict(1, 1, 0, 0, "diagonal");
        NQTrace.conflict(2, 0, 0, 0, null);
        NQTrace.conflict(1, 2, 0, 0, null);
        NQTrace.place(0, 0);
        NQTrace.solution();
        NQTrace.solution(0);
        NQTrace.solution(3);
        NQTrace.solution(-2);
        NQTrace.remove(0, 0);
        NQTrace.backtrack(1);
        NQTrace.place(-1, 7);
        System.out.println("line_between: " + shown(NQTrace.lineBetween(0, 0, 2, 2)) + " "
                + shown(NQTrace.lineBetween(0, 1, 1, 0)) + " "
                + shown(NQTrace.lineBetween(0, 0, 1, 2)));
        NQTrace.done();
    }
}
