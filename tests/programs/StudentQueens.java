import java.util.Scanner;

/**
 * A student's program, written the way students write them: a prompt for N without a newline
 * (the first event follows it on the same line), its own prints that start with the events'
 * words, solutions counted from 0, and the events through NQTrace. Correct: all solutions.
 */
public final class StudentQueens {
    private static int n;
    private static int[] cols;
    private static int count;

    private StudentQueens() {
    }

    private static boolean safe(int row, int col) {
        for (int r = 0; r < row; r++)
            if (cols[r] == col || Math.abs(cols[r] - col) == row - r)
                return false;
        return true;
    }

    private static void solve(int row) {
        if (row == n) {
            NQTrace.solution(count);
            System.out.println("solution " + count + " found");
            count++;
            return;
        }
        for (int col = 0; col < n; col++) {
            NQTrace.tryAt(row, col);
            if (!safe(row, col)) {
                NQTrace.conflict(row, col);
                continue;
            }
            System.out.println("place " + row + " " + col + " is safe");
            NQTrace.place(row, col);
            cols[row] = col;
            solve(row + 1);
            NQTrace.remove(row, col);
        }
        System.out.println("backtrack from row " + row);
        NQTrace.backtrack(row);
    }

    public static void main(String[] args) {
        if (args.length > 0) {
            n = Integer.parseInt(args[0]);
        } else {
            System.out.print("Enter N: ");
            n = new Scanner(System.in).nextInt();
        }
        cols = new int[n];
        solve(0);
        System.out.println("done: " + count + " solutions");
        NQTrace.done();
    }
}
