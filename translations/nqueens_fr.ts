<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>BoardTheme</name>
    <message>
        <source>High contrast (projectors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CallStackView</name>
    <message>
        <source>Call stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>columns left: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows left: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place(row %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place(column %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen in column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen in row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (yours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trying column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trying row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choosing the next square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report solution %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(empty: the search has not started or has ended)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ControlsPanel</name>
    <message>
        <source>Board size &amp;N:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of queens and size of the board (1 to 32). Changing it starts a fresh run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Goal:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop at the first solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find all solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop at the first solution, or go on until every solution is found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row by row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column by column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place one queen per row trying each column, or one per column trying each row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safety &amp;check:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan earlier queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupancy arrays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bitmasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan: compare with every queen already placed. Arrays: look up the column and both diagonals in O(1). Bitmasks: compute all free squares of a level at once, so no attacked square is ever tried.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;peed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From one step every 2 seconds to 100,000 steps a second, then full speed (keys + and -)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CountersPanel</name>
    <message>
        <source>Steps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tries:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placements:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removals:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elapsed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events of the search so far: each try, conflict, placement, solution, removal and backtrack is one step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squares considered as candidates (the bitmask check never tries an attacked square)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safety checks done: scan counts one per earlier queen compared, arrays one per candidate, bitmasks one per level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queens put on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queens lifted again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels left because no safe square remained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions found so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time spent running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LevelChart</name>
    <message>
        <source>Placements and backtracks by level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 placements, %3 backtracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backtracks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>N-Queens Visualizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do the next step of the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the last step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the search again from an empty board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run slower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the &amp;search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the solution you are viewing and show the live search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the window on the whole screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit the program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About N-Queens Visualizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run at full speed to the next solution, then pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;backtrack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run at full speed to the next backtrack, then pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Level…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run at full speed until a queen is placed on a chosen level, then pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear breakpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove every breakpoint (right-click a square to set or remove one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Try it yourself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place queens by hand; the program explains every square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the square the backtracking algorithm would choose next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen, the board as large as possible, large narration and a high-contrast board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attacked squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tint the squares attacked by the queens on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack &amp;counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show how many queens attack each square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;onflict lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the line from the attacking queen to a rejected square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ca&amp;ndidate square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the square being tried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &amp;until</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Overlays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;anels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All solutions, in the order found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fundamental solutions only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All, grouped by symmetry class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fundamental solutions are distinct under the 8 rotations and reflections of the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try it yourself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the search (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 fundamental</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · the list holds the first %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · N=%2 · step %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the search at the chosen speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewing solution %1: %2. The search goes on behind it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About N-Queens Visualizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;N-Queens Visualizer %1&lt;/h3&gt;&lt;p&gt;Shows step by step how backtracking solves the N-Queens puzzle.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause when a queen is placed in row:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause when a queen is placed in column:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run until a level is reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused at a breakpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused at the next solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused at the next backtrack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused: a queen was placed in row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused: a queen was placed in column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set a breakpoint on row %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the breakpoint on row %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breakpoint set: playing pauses when the search reaches row %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breakpoint removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search starts below your queens</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>same column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same anti-diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: trying %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is attacked by the queen in row %3, column %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is the lowest free square of the bitmask: queen placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is safe: queen placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution %1 found: all %2 queens are placed and none attacks another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: lifting the queen from %2 to try the next square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row 0 has no column left to try: the search is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column 0 has no row left to try: the search is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1 has no safe column left: back to row %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1 has no safe row left: back to column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search has ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No solution exists for N=2: any two squares in different rows and columns of a 2×2 board share a diagonal (the search checked every placement in %1 steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No solution exists for N=3: wherever the first queen stands, at most one more fits, so the last line never has a safe square (the search checked every placement in %1 steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No solution exists for N=%1 (the search checked every placement in %2 steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First solution found at step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All %1 solutions found in %2 steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready: press Play to watch the search, or Step to go one step at a time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PracticePanel</name>
    <message>
        <source>Click a square (or move with the arrow keys and press Enter) to put a queen there or lift it. One queen per row, as in the array cols[row].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the square the backtracking algorithm would choose next (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lift every queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue the search from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the search below your queens: it finds every solution that keeps them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back to the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave Try it yourself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: the algorithm would try row %1, column %2 next: the first safe square of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: row %1 has no safe square left. The algorithm would backtrack: lift the queen in row %2 and move it further right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: column %1 has no safe square left. The algorithm would backtrack: lift the queen in column %2 and move it further down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: some of your queens attack each other (red lines). Lift one of them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing left to do: this is a solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every level has a queen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lift the queens that attack each other first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place some queens first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search fills rows from the top: put your queens in rows 0, 1, 2, … without gaps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search fills columns from the left: put your queens in columns 0, 1, 2, … without gaps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1, column %2 is safe: no queen attacks it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1, column %2 is not safe: the queen in row %3, column %4 attacks it (%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more queen(s) attack it too.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Solved! %1 queens and none attacks another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of queens attack each other (red lines).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>An empty %1×%1 board: place the first queen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 queens placed, none attacks another.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SolutionDelegate</name>
    <message>
        <source>Solution %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SolutionListModel</name>
    <message>
        <source>Solution %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>class %1 · %n image(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpeedScale</name>
    <message>
        <source>Full speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One step every %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SymmetryView</name>
    <message>
        <source>Symmetries of the selected solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turned 90°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turned 180°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turned 270°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mirrored left-right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mirrored top-bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flipped on the main diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flipped on the anti-diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a solution in the list to see its rotations and reflections.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 different boards: every rotation and reflection gives a new solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 different boards: turning it half way round gives the same solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 different boards: turning it a quarter round gives the same solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 board: the single queen is its own image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (same as %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fundamental form</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TeachingDocks</name>
    <message>
        <source>Call stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counters by level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
