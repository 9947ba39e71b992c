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
 * Each event is written after the mark "@nq ", so that none of your own System.out lines is
 * taken for an event and a prompt that ends without a newline is no part of one. Your own
 * lines may stay: a line that is not an event is kept as your program's output. With the
 * environment variable NQTRACE_FILE set to a file's name, the events go to that file instead
 * and standard output keeps only your own prints. ({@code try} is a Java keyword, so its
 * method is {@code tryAt}.)
 */
public final class NQTrace {
    // System.out flushes at every line, far too slow for millions of events: the events and
    // the program's own prints share one buffer instead (so they stay in order), written when
    // the program ends.
    // With NQTRACE_FILE set, the events have that file to themselves and System.out stays.
    private static final String FILE = System.getenv("NQTRACE_FILE");
    private static final PrintStream OUT = open();
    private static final String MARK = "@nq ";

    private static PrintStream open() {
        FileOutputStream target = null;
        if (FILE != null && !FILE.isEmpty()) {
            try {
                target = new FileOutputStream(FILE);
            } catch (java.io.IOException e) {
                target = null; // as nqtrace.h: standard output instead
            }
        }
        final boolean ownFile = target != null;
        if (!ownFile)
            target = new FileOutputStream(FileDescriptor.out);
        final PrintStream out = new PrintStream(new BufferedOutputStream(target, 1 << 16), false);
        if (!ownFile) {
            System.out.flush();
            System.setOut(out);
        }
        Runtime.getRuntime().addShutdownHook(new Thread(out::flush));
        return out;
    }

    /** The line along which a queen on one square attacks the other, or null if none. */
    public static String lineBetween(int row1, int col1, int row2, int col2) {
        if (row1 == row2)
            return "row";
        if (col1 == col2)
            return "column";
        if (row1 - col1 == row2 - col2)
            return "diagonal";
        if (row1 + col1 == row2 + col2)
            return "anti-diagonal";
        return null;
    }

    private NQTrace() {
    }

    /** The square is the next candidate. */
    public static void tryAt(int row, int col) {
        OUT.print(MARK + "try " + row + " " + col + "\n");
    }

    /** The candidate is attacked (you need not say by which queen). */
    public static void conflict(int row, int col) {
        OUT.print(MARK + "conflict " + row + " " + col + "\n");
    }

    /** The candidate is attacked by the queen on (queenRow, queenCol) along {@code line}. */
    public static void conflict(int row, int col, int queenRow, int queenCol, String line) {
        if (line == null)
            line = lineBetween(queenRow, queenCol, row, col);
        OUT.print(MARK + "conflict " + row + " " + col + " queen " + queenRow + " " + queenCol
                + (line == null ? "" : " " + line) + "\n");
    }

    /** A queen is put on the square. */
    public static void place(int row, int col) {
        OUT.print(MARK + "place " + row + " " + col + "\n");
    }

    /** The queen is lifted from the square. */
    public static void remove(int row, int col) {
        OUT.print(MARK + "remove " + row + " " + col + "\n");
    }

    /** The board holds the k-th solution (k from 1; 0 or less writes no number, as in C). */
    public static void solution(long k) {
        OUT.print(MARK + (k > 0 ? "solution " + k : "solution") + "\n");
    }

    /** The board holds a solution. */
    public static void solution() {
        OUT.print(MARK + "solution\n");
    }

    /** Level {@code level} (a row, or a column) has no candidate left. */
    public static void backtrack(int level) {
        OUT.print(MARK + "backtrack " + level + "\n");
    }

    /** The search has ended. */
    public static void done() {
        OUT.print(MARK + "done\n");
        OUT.flush();
    }
}
