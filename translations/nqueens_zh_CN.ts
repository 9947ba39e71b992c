<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>BoardExport</name>
    <message>
        <source>N-Queens board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file name ending in .png or .svg</source>
        <translation type="unfinished"></translation>
    </message>
</context>
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
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %1 board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No queens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queens at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a solution.</source>
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
    <name>CheckComparisonPanel</name>
    <message>
        <source>row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column</source>
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
        <source>One check compares the candidate with one earlier queen: same %1, or |Δrow| = |㥌ol|. A candidate costs up to one check per queen already placed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One check looks up the candidate&apos;s three lines (its %1 and both diagonals) in occupancy arrays: one check per candidate tried, however many queens stand on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One check computes cols | ld | rd once per %1 entered: it gives every safe square at once, so no attacked square is ever tried (0 tries).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row by row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column by column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of the safety check: %1 queens, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of the safety check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same search, same solutions: only the cost of asking “is this square safe?” differs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks per
placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks compared with the cheapest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safety checks done: what one check is differs per method (see the row&apos;s tooltip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate squares tried; the bitmask check never tries an attacked square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events of the search: each try, conflict, placement, solution, removal and backtrack is one step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks divided by queens placed: the price of each queen that stays on the board for a while</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bar is the method&apos;s checks as a share of the most; the number is how many times the cheapest method&apos;s checks it needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall time of this method alone, measured in the background (it varies with what else the computer does)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One check: scan = one earlier queen compared · arrays = one candidate square looked up · bitmasks = one %1 entered (only safe squares come out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped after %1 steps, right after placement %2: the whole search needs more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole search: %1 steps, %2 placements, %3 solutions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a board to compare the checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing in the background… %1: %2 steps so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing in the background…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scanning reached the time limit of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the limit is %1 placements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped at the budget (%1): every method stopped right after the same %2 placements, with %3 solutions so far. Counts marked + cover only that part of the search; the whole search needs more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done. Every method made the same %1 placements and found no solution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done. Every method found the same first solution after the same %1 placements.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done. Every method made the same %1 placements and found the same %2 solutions.</source>
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
    <message>
        <source>List all solutions, no animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only count the solutions (fastest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop at the first solution, or go on until every solution is found; or, without animation and on all cores, list every solution with its symmetry class, or only count them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board size N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safety check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
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
    <name>HandoutPrinter</name>
    <message>
        <source> (page %1 of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution %1</source>
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
    <name>ListingView</name>
    <message>
        <source>Current line %1: %2</source>
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
    <message>
        <source>Restore defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget every setting (board size, speed, options, overlays, theme, language and the window layout) and go back to the defaults?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;board…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the board as a PNG or SVG picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;solutions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the listed solutions as text (array, dots, grid, matrix, numbered, LeetCode), CSV or JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the board to the clipboard as text and as a picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print handout…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the selected solutions, or all listed ones, several boards to a page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore &amp;defaults…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget all settings and the window layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board &amp;theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the last step did</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which solutions to list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The placement as the array cols</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings restored to their defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG picture (*.png);;SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board copied as text and as a picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An export is already running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving %1 solutions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: %1 holds only part of the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export solutions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list is empty: run the search first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrays, one a line: [1, 3, 0, 2] (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows of . and Q (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grids of _ and Q (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0/1 matrices (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbered boards (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LeetCode list (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solutions.txt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 fundamental solutions of %2 queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions of %1 queens, grouped by symmetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solutions of %1 queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print handout</source>
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
    <message>
        <source>less than a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the solutions of N=%1 on all cores: press Play. Expected time: about %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting the solutions of N=%1… %2% done, about %3 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count of N=%1 cancelled after %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N=%1 has %2 solutions, %3 of them fundamental (counted in %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List every solution of N=%1 with its symmetry class, without animation: press Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing the solutions of N=%1… %2 so far (%3%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing cancelled: the list holds the %1 solutions found so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All %1 solutions of N=%2 listed with their symmetry classes in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>. The list holds the first %1: more would not fit in memory</source>
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
    <message>
        <source>Solved! %1 queens and none attacks another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty %1×%1 board: place the first queen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 queens placed, none attacks another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queens attacking it in all: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs of queens attacking each other: %1 (red lines).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pseudocode</name>
    <message>
        <source>return: look for more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop: one is enough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all rows filled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all columns filled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report the solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lowest bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place a queen at p</source>
        <extracomment>p is code: the bit of the chosen square</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove the queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no column left: back to row r - 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no row left: back to column c - 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each column c of row r:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place a queen: %1</source>
        <extracomment>%1 is code: the queen&apos;s column is stored in the array cols[row]
----------
%1 is code: in column order the queen&apos;s row is stored in the array rows[column]</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove the queen: %1</source>
        <extracomment>%1 is code: the row&apos;s entry of the array is emptied
----------
%1 is code: the column&apos;s entry of the array is emptied</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for each row r of column c:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the search is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queens above row r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queens left of column c</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>same row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no queen attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three looks, no loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mark its lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↘ shifts right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↘ shifts down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↙ shifts left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↗ shifts up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan the earlier queens</source>
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
        <source>The board is kept as one array: cols[i] is the column of the queen in row i. To test a square, the program compares it with every queen above it: the same column means cols[i] == c, the same diagonal means the rows are as far apart as the columns (|r - i| == |c - cols[i]|). It needs no extra memory, but row r costs up to r comparisons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board is kept as one array: rows[j] is the row of the queen in column j. To test a square, the program compares it with every queen to its left: the same row means rows[j] == r, the same diagonal means the columns are as far apart as the rows (|c - j| == |r - rows[j]|). It needs no extra memory, but column c costs up to c comparisons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three arrays of yes/no flags remember which lines already hold a queen: one flag per column, one per ↘ diagonal (numbered r - c + N - 1) and one per ↙ diagonal (numbered r + c). A square is safe when its three flags are clear: three look-ups, however many queens stand on the board. Placing a queen sets its three flags, removing it clears them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three arrays of yes/no flags remember which lines already hold a queen: one flag per row, one per ↘ diagonal (numbered r - c + N - 1) and one per ↙ diagonal (numbered r + c). A square is safe when its three flags are clear: three look-ups, however many queens stand on the board. Placing a queen sets its three flags, removing it clears them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each row is handled as a number whose bit c stands for column c. Three numbers mark the squares of the current row that are attacked along a column (cols) or a diagonal (ld, rd); one expression, ~(cols | ld | rd) &amp; full, gives every safe square at once, and free &amp; -free takes the lowest of them. Only safe squares are ever chosen, so there is nothing to try and no conflict to show. Going one row down shifts the diagonal masks one column, because a diagonal moves one column per row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each column is handled as a number whose bit r stands for row r. Three numbers mark the squares of the current column that are attacked along a row (rows) or a diagonal (ld, rd); one expression, ~(rows | ld | rd) &amp; full, gives every safe square at once, and free &amp; -free takes the lowest of them. Only safe squares are ever chosen, so there is nothing to try and no conflict to show. Going one column right shifts the diagonal masks one row, because a diagonal moves one row per column.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PseudocodeView</name>
    <message>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safety check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backtracking row by row: one queen per row, its column chosen by the loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backtracking column by column: one queen per column, its row chosen by the loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Algorithm pseudocode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safety check pseudocode: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the safety check works</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SearchTreeView</name>
    <message>
        <source>Search tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The queens placed so far as a tree, one level per row of the board. Arrow keys move between nodes, Enter jumps to the step that placed the queen, plus and minus zoom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The empty board: step 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: placed at step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: your queen, there from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ahead of the current step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lifted at step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completes solution %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rejected at step %2</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>attacked by the queen at %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: being tried now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: explored, its queen lifted again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rejected, attacked by a queen above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: attacked, never tried by the bitmask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not tried yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>searching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lifted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>just lifted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>explored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ruled out by the mask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>numbers: rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>numbers: columns</source>
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
    <message>
        <source>class %1 · size %2</source>
        <translation type="unfinished"></translation>
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
    <message>
        <source>Pseudocode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the checks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
