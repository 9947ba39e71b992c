<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AnimationExport</name>
    <message numerus="yes">
        <source>Animation saved to %1: %Ln frames, %2</source>
        <translation>
            <numerusform>Animation saved to %1: %Ln frame, %2</numerusform>
            <numerusform>Animation saved to %1: %Ln frames, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BookmarksPanel</name>
    <message numerus="yes">
        <source>%n queens, %1, %2, %3</source>
        <translation>
            <numerusform>%n queen, %1, %2, %3</numerusform>
            <numerusform>%n queens, %1, %2, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, from %n given queens</source>
        <translation>
            <numerusform>%1, from %n given queen</numerusform>
            <numerusform>%1, from %n given queens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your program&apos;s trace, %n queens</source>
        <translation>
            <numerusform>your program&apos;s trace, %n queen</numerusform>
            <numerusform>your program&apos;s trace, %n queens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckComparisonPanel</name>
    <message numerus="yes">
        <source>%1 Counts marked + cover only that part of the search (%2 solutions so far); the whole search needs more.</source>
        <translation>
            <numerusform>%1 Counts marked + cover only that part of the search (%2 solution so far); the whole search needs more.</numerusform>
            <numerusform>%1 Counts marked + cover only that part of the search (%2 solutions so far); the whole search needs more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done. Every method found the same first solution after the same %1 placements.</source>
        <translation>
            <numerusform>Done. Every method found the same first solution after the same %1 placement.</numerusform>
            <numerusform>Done. Every method found the same first solution after the same %1 placements.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done. Every method found the same %1 solutions with the same number of placements: %2.</source>
        <translation>
            <numerusform>Done. Every method found the same %1 solution with the same number of placements: %2.</numerusform>
            <numerusform>Done. Every method found the same %1 solutions with the same number of placements: %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonOpener</name>
    <message numerus="yes">
        <source>“%1” has %Ln entries; it must have %2</source>
        <translation>
            <numerusform>“%1” has %Ln entry; it must have %2</numerusform>
            <numerusform>“%1” has %Ln entries; it must have %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” has %Ln entries; it may have at most %2</source>
        <translation>
            <numerusform>“%1” has %Ln entry; it may have at most %2</numerusform>
            <numerusform>“%1” has %Ln entries; it may have at most %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” has %Ln characters; it may have at most %2</source>
        <translation>
            <numerusform>“%1” has %Ln character; it may have at most %2</numerusform>
            <numerusform>“%1” has %Ln characters; it may have at most %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message numerus="yes">
        <source>Solution %1 found: all %n queens are placed and none attacks another</source>
        <translation>
            <numerusform>Solution %1 found: the single queen is placed and nothing can attack it</numerusform>
            <numerusform>Solution %1 found: all %n queens are placed and none attacks another</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %1 solutions found in %2 steps</source>
        <translation>
            <numerusform>%1 solution found in %2 steps: the only one</numerusform>
            <numerusform>All %1 solutions found in %2 steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>N=%1 has %2 solutions, %3 of them fundamental (counted in %4)</source>
        <translation>
            <numerusform>N=%1 has %2 solution, %3 fundamental (counted in %4)</numerusform>
            <numerusform>N=%1 has %2 solutions, %3 of them fundamental (counted in %4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Listing cancelled: the list holds the %1 solutions found so far</source>
        <translation>
            <numerusform>Listing cancelled: the list holds the %1 solution found so far</numerusform>
            <numerusform>Listing cancelled: the list holds the %1 solutions found so far</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %1 solutions of N=%2 listed with their symmetry classes in %3</source>
        <translation>
            <numerusform>%1 solution of N=%2 listed with its symmetry class in %3</numerusform>
            <numerusform>All %1 solutions of N=%2 listed with their symmetry classes in %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No solution extends these %n queens (the search checked every placement in %1 steps)</source>
        <translation>
            <numerusform>No solution extends this queen (the search checked every placement in %1 steps)</numerusform>
            <numerusform>No solution extends these %n queens (the search checked every placement in %1 steps)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A solution extends these %n queens: found at step %1</source>
        <translation>
            <numerusform>A solution extends this queen: found at step %1</numerusform>
            <numerusform>A solution extends these %n queens: found at step %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 solutions extend these queens, found in %2 steps</source>
        <translation>
            <numerusform>%1 solution extends these queens, found in %2 steps</numerusform>
            <numerusform>%1 solutions extend these queens, found in %2 steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticePanel</name>
    <message numerus="yes">
        <source>Solved! %n queens and none attacks another.</source>
        <translation>
            <numerusform>Solved! %n queen, and nothing can attack it.</numerusform>
            <numerusform>Solved! %n queens and none attacks another.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pairs of queens attack each other.</source>
        <translation>
            <numerusform>%n pair of queens attack each other.</numerusform>
            <numerusform>%n pairs of queens attack each other.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more pairs of queens attack each other.</source>
        <translation>
            <numerusform>%n more pair of queens attack each other.</numerusform>
            <numerusform>%n more pairs of queens attack each other.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProgramPanel</name>
    <message numerus="yes">
        <source>%n process(es) of the program ended with the run</source>
        <translation>
            <numerusform>%n process of the program ended with the run</numerusform>
            <numerusform>%n processes of the program ended with the run</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunController</name>
    <message numerus="yes">
        <source>The search finds %n solution(s) in all: it has no solution %1</source>
        <translation>
            <numerusform>The search finds %n solution in all: it has no solution %1</numerusform>
            <numerusform>The search finds %n solutions in all: it has no solution %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolutionListModel</name>
    <message numerus="yes">
        <source>class %1 · %n board(s)</source>
        <translation>
            <numerusform>class %1 · %n board</numerusform>
            <numerusform>class %1 · %n boards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolutionsExporter</name>
    <message numerus="yes">
        <source>Saving %Ln solutions…</source>
        <translation>
            <numerusform>Saving %Ln solution…</numerusform>
            <numerusform>Saving %Ln solutions…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %Ln fundamental solutions of the %1-queens puzzle</source>
        <translation>
            <numerusform>The %Ln fundamental solution of the %1-queens puzzle</numerusform>
            <numerusform>The %Ln fundamental solutions of the %1-queens puzzle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Handout saved to %1 (%Ln pages)</source>
        <translation>
            <numerusform>Handout saved to %1 (%Ln page)</numerusform>
            <numerusform>Handout saved to %1 (%Ln pages)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>all %Ln listed solutions</source>
        <translation>
            <numerusform>the %Ln listed solution</numerusform>
            <numerusform>all %Ln listed solutions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %Ln selected solutions</source>
        <translation>
            <numerusform>the %Ln selected solution</numerusform>
            <numerusform>the %Ln selected solutions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TraceNarrator</name>
    <message numerus="yes">
        <source>your program reported a solution with %n queen(s) on the board; a solution has %1</source>
        <translation>
            <numerusform>your program reported a solution with %n queen on the board; a solution has %1</numerusform>
            <numerusform>your program reported a solution with %n queens on the board; a solution has %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your program&apos;s search breaks no rule and reports %Ln solution(s) (the first was asked for).</source>
        <translation>
            <numerusform>Your program&apos;s search breaks no rule and reports %Ln solution (the first was asked for).</numerusform>
            <numerusform>Your program&apos;s search breaks no rule and reports %Ln solutions (the first was asked for).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The trace is empty: N=%1 has %Ln solution(s), and your program reported none</source>
        <translation>
            <numerusform>The trace is empty: N=%1 has %Ln solution, and your program reported none</numerusform>
            <numerusform>The trace is empty: N=%1 has %Ln solutions, and your program reported none</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your program&apos;s search breaks no rule as far as it went; it was cut before its end, so its %Ln solution(s) are not compared with all of N&apos;s.</source>
        <translation>
            <numerusform>Your program&apos;s search breaks no rule as far as it went; it was cut before its end, so its %Ln solution is not compared with all of N&apos;s.</numerusform>
            <numerusform>Your program&apos;s search breaks no rule as far as it went; it was cut before its end, so its %Ln solutions are not compared with all of N&apos;s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your program held at most %n of its queens together, and never placed its queen on %1 with them.</source>
        <translation>
            <numerusform>Your program held only %n of its queens, and never placed its queen on %1 with it.</numerusform>
            <numerusform>Your program held at most %n of its queens together, and never placed its queen on %1 with them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your program&apos;s search breaks no rule and reports all %Ln solution(s).</source>
        <translation>
            <numerusform>Your program&apos;s search breaks no rule and reports its %Ln solution.</numerusform>
            <numerusform>Your program&apos;s search breaks no rule and reports all %Ln solutions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your program&apos;s search breaks no rule and reports %Ln solution(s).</source>
        <translation>
            <numerusform>Your program&apos;s search breaks no rule and reports %Ln solution.</numerusform>
            <numerusform>Your program&apos;s search breaks no rule and reports %Ln solutions.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorksheetExport</name>
    <message numerus="yes">
        <source>Worksheet for students saved to %1 (%Ln pages), answer key to %2</source>
        <translation>
            <numerusform>Worksheet for students saved to %1 (%Ln page), answer key to %2</numerusform>
            <numerusform>Worksheet for students saved to %1 (%Ln pages), answer key to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Worksheet saved to %1 (%Ln pages)</source>
        <translation>
            <numerusform>Worksheet saved to %1 (%Ln page)</numerusform>
            <numerusform>Worksheet saved to %1 (%Ln pages)</numerusform>
        </translation>
    </message>
</context>
</TS>
