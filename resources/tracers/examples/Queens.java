import java.util.ArrayList;
import java.util.Arrays;

/**
 * Every solution of the N-Queens puzzle by backtracking, traced with NQTrace: the program of Amita
 * Shukla's "Solve the N queen's problem using backtracking" (2015; one of the source texts the
 * program teaches), its structure kept: findSafeColumn(row) tries each column of a row, isSafe()
 * asks three occupancy arrays (the column and both diagonals), placeQueen() and removeQueen() keep
 * them, addBoard() keeps a solution. The NQTrace lines are what was added.
 *
 * <pre>
 *     javac -d classes ../NQTrace.java Queens.java
 *     java -cp classes Queens N [rows|columns] | nqueens-cli check-trace N
 * </pre>
 *
 * With "columns" the same search runs column by column: each row of the program's board is
 * a column of the real one, so every square is printed with its row and column swapped.
 */
public class Queens {
    private static boolean[][] board;
    private static int boardSize;
    private static ArrayList<ArrayList<String>> solutions;
    private static boolean[] colEmpty;
    private static boolean[] upDiagEmpty;
    private static boolean[] downDiagEmpty;
    private static boolean byColumns;

    // The square of the real board that the program's (row, col) stands for.
    private static int realRow(int row, int col) {
        return byColumns ? col : row;
    }

    private static int realCol(int row, int col) {
        return byColumns ? row : col;
    }

    private static void findSafeColumn(int row) {
        if (row == boardSize) {
            addBoard();
            NQTrace.solution(solutions.size());
            return;
        }

        // iterate over each column
        for (int col = 0; col < boardSize; col++) {
            NQTrace.tryAt(realRow(row, col), realCol(row, col));
            if (isSafe(row, col)) {
                placeQueen(row, col);

                // move on to next row
                findSafeColumn(row + 1);

                // when we have got here, means backTracked.
                // now remove the queen you have placed so as
                // to check the next col
                removeQueen(row, col);
            } else {
                // The arrays know that a line is taken, not by whom: the conflict names no queen.
                NQTrace.conflict(realRow(row, col), realCol(row, col));
            }
        }
        NQTrace.backtrack(row);
    }

    private static void removeQueen(int row, int col) {
        NQTrace.remove(realRow(row, col), realCol(row, col));
        board[row][col] = false;
        colEmpty[col] = true;
        upDiagEmpty[row + col] = true;
        downDiagEmpty[boardSize - 1 + row - col] = true;
    }

    private static void placeQueen(int row, int col) {
        NQTrace.place(realRow(row, col), realCol(row, col));
        board[row][col] = true;
        colEmpty[col] = false;
        upDiagEmpty[row + col] = false;
        downDiagEmpty[boardSize - 1 + row - col] = false;
    }

    private static boolean isSafe(int row, int col) {
        // if col & up diag & down diag is empty, then the given position is
        // safe
        if (colEmpty[col] && upDiagEmpty[row + col] && downDiagEmpty[boardSize - 1 + row - col]) {
            return true;
        }
        return false;
    }

    public static void solveNQueens(int n) {
        // take the board as a boolean array. A true value indicates the
        // presence of queen.
        board = new boolean[n][n];
        boardSize = n;
        solutions = new ArrayList<ArrayList<String>>();
        colEmpty = new boolean[n];
        upDiagEmpty = new boolean[2 * n - 1];
        downDiagEmpty = new boolean[2 * n - 1];
        Arrays.fill(colEmpty, true);
        Arrays.fill(upDiagEmpty, true);
        Arrays.fill(downDiagEmpty, true);

        // try the first row
        findSafeColumn(0);
        NQTrace.done();
    }

    private static void addBoard() {
        ArrayList<String> boardList = new ArrayList<>();
        for (int i = 0; i < boardSize; i++) {
            String row = "";
            for (int j = 0; j < boardSize; j++) {
                if (board[i][j])
                    row = row.concat("Q");
                else
                    row = row.concat(".");
            }
            boardList.add(row);
        }
        solutions.add(boardList);
    }

    public static void main(String[] args) {
        if (args.length < 1 || args.length > 2
                || (args.length == 2 && !args[1].equals("rows") && !args[1].equals("columns"))) {
            System.err.println("usage: java Queens N [rows|columns]");
            System.exit(2);
        }
        byColumns = args.length == 2 && args[1].equals("columns");
        solveNQueens(Integer.parseInt(args[0]));
        // The program's own output, as the source text prints it: one line, not an event.
        System.out.println(solutions.toString());
    }
}
