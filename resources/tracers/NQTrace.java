import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;

/**
 * NQTrace prints a backtracking search the way the N-Queens Visualizer reads it. Copy this
 * file next to your program and call one method at each step of your search. Rows and columns
 * count from 0, row 0 at the top, in whatever order your search goes. Then check the trace:
 *
 * <pre>
 *     javac NQTrace.java Queens.java
 *     java Queens 8 | nqueens-cli check-trace 8
 * </pre>
 *
 * Your own System.out lines may stay: a line that is not an event is kept as your program's
 * output. ({@code try} is a Java keyword, so its method is {@code tryAt}.)
 */
public final class NQTrace {
    // System.out flushes at every line, far too slow for millions of events: the events and
    // the program's own prints share one buffer instead (so they stay in order), written when
    // the program ends.
    private static final PrintStream OUT = new PrintStream(
            new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16), false);

    static {
        System.out.flush();
        System.setOut(OUT);
        Runtime.getRuntime().addShutdownHook(new Thread(OUT::flush));
    }

    private NQTrace() {
    }

    /** The square is the next candidate. */
    public static void tryAt(int row, int col) {
        OUT.print("try " + row + " " + col + "\n");
    }

    /** The candidate is attacked (you need not say by which queen). */
    public static void conflict(int row, int col) {
        OUT.print("conflict " + row + " " + col + "\n");
    }

    /** The candidate is attacked by the queen on (queenRow, queenCol) along {@code line}. */
    public static void conflict(int row, int col, int queenRow, int queenCol, String line) {
        OUT.print("conflict " + row + " " + col + " queen " + queenRow + " " + queenCol + " "
                + line + "\n");
    }

    /** A queen is put on the square. */
    public static void place(int row, int col) {
        OUT.print("place " + row + " " + col + "\n");
    }

    /** The queen is lifted from the square. */
    public static void remove(int row, int col) {
        OUT.print("remove " + row + " " + col + "\n");
    }

    /** The board holds the k-th solution (k from 1). */
    public static void solution(long k) {
        OUT.print("solution " + k + "\n");
    }

    /** The board holds a solution. */
    public static void solution() {
        OUT.print("solution\n");
    }

    /** Level {@code level} (a row, or a column) has no candidate left. */
    public static void backtrack(int level) {
        OUT.print("backtrack " + level + "\n");
    }

    /** The search has ended. */
    public static void done() {
        OUT.print("done\n");
        OUT.flush();
    }
}
