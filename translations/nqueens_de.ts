<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AnimationDialog</name>
    <message>
        <source>Frames in the animation: %1, playing %2 s</source>
        <translation>Bilder in der Animation: %1, Dauer %2 s</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>Why the animation cannot be saved</source>
        <translation>Warum die Animation nicht gespeichert werden kann</translation>
    </message>
    <message>
        <source>Save the animation</source>
        <translation>Die Animation speichern</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>Animation</translation>
    </message>
    <message>
        <source>Board size in pixels</source>
        <translation>Brettgröße in Pixeln</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Board si&amp;ze:</source>
        <translation>Brett&amp;größe:</translation>
    </message>
    <message>
        <source>Time per frame in milliseconds</source>
        <translation>Dauer pro Bild in Millisekunden</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time per fr&amp;ame:</source>
        <translation>&amp;Dauer pro Bild:</translation>
    </message>
    <message>
        <source>&amp;Narration under the board</source>
        <translation>&amp;Erklärung unter dem Brett</translation>
    </message>
    <message>
        <source>Narration under the board</source>
        <translation>Erklärung unter dem Brett</translation>
    </message>
    <message>
        <source>Play in a &amp;loop</source>
        <translation>In E&amp;ndlosschleife abspielen</translation>
    </message>
    <message>
        <source>Play in a loop</source>
        <translation>In Endlosschleife abspielen</translation>
    </message>
    <message>
        <source>Saving the animation…</source>
        <translation>Die Animation wird gespeichert…</translation>
    </message>
    <message>
        <source>Save animation</source>
        <translation>Animation speichern</translation>
    </message>
    <message>
        <source>animation.gif</source>
        <translation>animation.gif</translation>
    </message>
    <message>
        <source>GIF animation (*.gif)</source>
        <translation>GIF-Animation (*.gif)</translation>
    </message>
</context>
<context>
    <name>AnimationExport</name>
    <message>
        <source>Cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>The old file is kept.</source>
        <translation>Die alte Datei bleibt erhalten.</translation>
    </message>
    <message>
        <source>Animation not saved: %1 is as it was</source>
        <translation>Animation nicht gespeichert: %1 ist unverändert</translation>
    </message>
    <message>
        <source>Animation not saved</source>
        <translation>Animation nicht gespeichert</translation>
    </message>
    <message>
        <source>An animation holds at most %1 frames</source>
        <translation>Eine Animation hat höchstens %1 Bilder</translation>
    </message>
    <message numerus="yes">
        <source>Animation saved to %1: %Ln frames, %2</source>
        <translation>
            <numerusform>Animation in %1 gespeichert: %Ln Bild, %2</numerusform>
            <numerusform>Animation in %1 gespeichert: %Ln Bilder, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnimationWriter</name>
    <message>
        <source>Step %1 · %2</source>
        <translation>Schritt %1 · %2</translation>
    </message>
    <message>
        <source>There are no frames to write</source>
        <translation>Es gibt keine Bilder zum Schreiben</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1 is too large to be a settings file (%2 bytes)</source>
        <translation>%1 ist zu groß für eine Einstellungsdatei (%2 Bytes)</translation>
    </message>
    <message>
        <source>Settings not read: %1; using the defaults</source>
        <translation>Einstellungen nicht gelesen: %1; es gelten die Standardwerte</translation>
    </message>
    <message>
        <source>Settings not saved: %1</source>
        <translation>Einstellungen nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Cannot save the settings to %1</source>
        <translation>Die Einstellungen können nicht in %1 gespeichert werden</translation>
    </message>
    <message>
        <source>no temporary copy could be made</source>
        <translation>es konnte keine vorläufige Kopie angelegt werden</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
</context>
<context>
    <name>BoardArea</name>
    <message>
        <source>What the last step did</source>
        <translation>Was der letzte Schritt getan hat</translation>
    </message>
    <message>
        <source>The placement as the array cols</source>
        <translation>Die Aufstellung als Array cols</translation>
    </message>
    <message>
        <source>Bookmarked step</source>
        <translation>Schritt mit Lesezeichen</translation>
    </message>
    <message>
        <source>Bookmark: %1</source>
        <translation>Lesezeichen: %1</translation>
    </message>
    <message>
        <source>Steps %1 · placements %2 · backtracks %3 · solutions %4</source>
        <translation>Schritte %1 · Platzierungen %2 · Rücksprünge %3 · Lösungen %4</translation>
    </message>
    <message>
        <source>The board at the step the panels show. The queen just placed, the square being tried and the line of the queen that attacks it are marked (View ▸ Overlays adds the attacked squares and how many queens attack each one). Right-click a square to set a breakpoint there.</source>
        <translation>Das Brett bei dem Schritt, den die Bereiche zeigen. Markiert sind die zuletzt gesetzte Dame, das gerade probierte Feld und die Linie der Dame, die es angreift (Ansicht ▸ Markierungen zeigt zusätzlich die angegriffenen Felder und wie viele Damen jedes davon angreifen). Ein Rechtsklick auf ein Feld setzt dort einen Haltepunkt.</translation>
    </message>
    <message>
        <source>What the last step did and why, in one sentence.</source>
        <translation>Was der letzte Schritt getan hat und warum, in einem Satz.</translation>
    </message>
    <message>
        <source>The queens as the program keeps them: the array cols, where cols[r] is the column of the queen in row r, and ? a row not filled yet. The numbers under it are the indices r.</source>
        <translation type="vanished">Die Damen so, wie das Programm sie speichert: das Array cols, in dem cols[r] die Spalte der Dame in Zeile r ist, und ? eine Zeile, die noch leer ist. Die Zahlen darunter sind die Indizes r.</translation>
    </message>
    <message>
        <source>The steps the search has run so far, with the solutions and bookmarks marked. Click or drag to go back to any of them; the arrow keys move it when it has the focus.</source>
        <translation>Die Schritte, die die Suche bisher gegangen ist, mit markierten Lösungen und Lesezeichen. Klicken oder ziehen Sie, um zu einem davon zurückzugehen; hat die Zeitleiste den Fokus, bewegen die Pfeiltasten die Position.</translation>
    </message>
    <message>
        <source>The queens as the program keeps them: the array cols, where cols[r] is the column of the queen in row r (in column order rows[c], the row of the queen in column c). A box with %1 is a row not filled yet; one like %2 is the row being filled, with the column being tried. The indices r stand above the boxes.</source>
        <translation>Die Damen so, wie das Programm sie speichert: das Array cols, in dem cols[r] die Spalte der Dame in Zeile r ist (in Spaltenreihenfolge rows[c], die Zeile der Dame in Spalte c). Ein Kästchen mit %1 ist eine Zeile, die noch leer ist; eines wie %2 ist die Zeile, die gerade gefüllt wird, mit der Spalte, die probiert wird. Die Indizes r stehen über den Kästchen.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>BoardExport</name>
    <message>
        <source>N-Queens board</source>
        <translation>N-Damen-Brett</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Choose a file name ending in .png or .svg</source>
        <translation>Wählen Sie einen Dateinamen mit der Endung .png oder .svg</translation>
    </message>
    <message>
        <source>Export board</source>
        <translation>Brett exportieren</translation>
    </message>
    <message>
        <source>board.png</source>
        <translation>brett.png</translation>
    </message>
    <message>
        <source>PNG picture (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Board saved to %1</source>
        <translation>Brett gespeichert unter %1</translation>
    </message>
    <message>
        <source>Board copied as text and as a picture</source>
        <translation>Brett als Text und als Bild kopiert</translation>
    </message>
    <message>
        <source>the picture could not be encoded</source>
        <translation>das Bild ließ sich nicht kodieren</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <source>High contrast (projectors)</source>
        <translation>Hoher Kontrast (Beamer)</translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation>Für Farbenblinde geeignet</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Paused at step %1</source>
        <translation>Bei Schritt %1 angehalten</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>row %1 column %2</source>
        <translation>Zeile %1 Spalte %2</translation>
    </message>
    <message>
        <source>%1 by %1 board.</source>
        <translation>Brett mit %1 × %1 Feldern.</translation>
    </message>
    <message>
        <source>No queens.</source>
        <translation>Keine Damen.</translation>
    </message>
    <message>
        <source>Queens at %1.</source>
        <translation>Damen auf %1.</translation>
    </message>
    <message>
        <source>This is a solution.</source>
        <translation>Das ist eine Lösung.</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>along its column</source>
        <translation>entlang ihrer Spalte</translation>
    </message>
    <message>
        <source>along its row</source>
        <translation>entlang ihrer Zeile</translation>
    </message>
    <message>
        <source>along a diagonal</source>
        <translation>entlang einer Diagonale</translation>
    </message>
    <message>
        <source>along an anti-diagonal</source>
        <translation>entlang einer Gegendiagonale</translation>
    </message>
    <message>
        <source>candidate, attacked by the queen in row %1, column %2 %3</source>
        <translation>Kandidat, bedroht von der Dame in Zeile %1, Spalte %2 %3</translation>
    </message>
    <message>
        <source>queen, just placed</source>
        <translation>Dame, gerade gesetzt</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>candidate, being tried</source>
        <translation>Kandidat, wird geprüft</translation>
    </message>
    <message>
        <source>empty, its queen just lifted</source>
        <translation>leer, ihre Dame gerade entfernt</translation>
    </message>
    <message>
        <source>empty, the hint</source>
        <translation>leer, der Tipp</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>BookmarksPanel</name>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Bookmarked steps</source>
        <translation>Schritte mit Lesezeichen</translation>
    </message>
    <message>
        <source>&amp;Jump to</source>
        <translation>Z&amp;um Schritt gehen</translation>
    </message>
    <message>
        <source>Edit &amp;note…</source>
        <translation>Notiz &amp;korrigieren…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Ver&amp;werfen</translation>
    </message>
    <message>
        <source>scan</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>arrays</source>
        <translation>Arrays</translation>
    </message>
    <message>
        <source>first solution</source>
        <translation>erste Lösung</translation>
    </message>
    <message>
        <source>all solutions</source>
        <translation>alle Lösungen</translation>
    </message>
    <message>
        <source>Bookmark a step to discuss in class with Ctrl+D; Ctrl+Page Down and Ctrl+Page Up (or a clicker&apos;s &quot;.&quot; and &quot;,&quot; keys) go through the bookmarks.</source>
        <translation>Mit Strg+D setzen Sie ein Lesezeichen auf einen Schritt, den Sie im Unterricht besprechen wollen; mit Strg+Bild ab und Strg+Bild auf (oder den Tasten „.“ und „,“ eines Presenters) gehen Sie die Lesezeichen durch.</translation>
    </message>
    <message>
        <source>row by row</source>
        <translation>zeilenweise</translation>
    </message>
    <message>
        <source>column by column</source>
        <translation>spaltenweise</translation>
    </message>
    <message>
        <source>bitmasks</source>
        <translation>Bitmasken</translation>
    </message>
    <message numerus="yes">
        <source>%n queens, %1, %2, %3</source>
        <translation>
            <numerusform>%n Dame, %1, %2, %3</numerusform>
            <numerusform>%n Damen, %1, %2, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, from %n given queens</source>
        <translation>
            <numerusform>%1, ab %n vorgegebener Dame</numerusform>
            <numerusform>%1, ab %n vorgegebenen Damen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>your program&apos;s trace, %n queens</source>
        <translation>
            <numerusform>Protokoll Ihres Programms, %n Dame</numerusform>
            <numerusform>Protokoll Ihres Programms, %n Damen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CallStackView</name>
    <message>
        <source>Call stack</source>
        <translation>Aufrufstapel</translation>
    </message>
    <message>
        <source>none left</source>
        <translation>keine übrig</translation>
    </message>
    <message>
        <source>columns left: %1</source>
        <translation>übrige Spalten: %1</translation>
    </message>
    <message>
        <source>rows left: %1</source>
        <translation>übrige Zeilen: %1</translation>
    </message>
    <message>
        <source>queen in column %1</source>
        <translation>Dame in Spalte %1</translation>
    </message>
    <message>
        <source>queen in row %1</source>
        <translation>Dame in Zeile %1</translation>
    </message>
    <message>
        <source> (yours)</source>
        <translation> (Ihre)</translation>
    </message>
    <message>
        <source>trying column %1</source>
        <translation>probiert Spalte %1</translation>
    </message>
    <message>
        <source>trying row %1</source>
        <translation>probiert Zeile %1</translation>
    </message>
    <message>
        <source>choosing the next square</source>
        <translation>wählt das nächste Feld</translation>
    </message>
    <message>
        <source>report solution %1</source>
        <translation>Lösung %1 melden</translation>
    </message>
    <message>
        <source>(empty: the search has not started or has ended)</source>
        <translation>(leer: Die Suche hat noch nicht begonnen oder ist beendet)</translation>
    </message>
</context>
<context>
    <name>CheckComparisonPanel</name>
    <message>
        <source>not computed</source>
        <translation>nicht berechnet</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>Scan earlier queens</source>
        <translation>Frühere Damen vergleichen</translation>
    </message>
    <message>
        <source>Occupancy arrays</source>
        <translation>Belegungsarrays</translation>
    </message>
    <message>
        <source>Bitmasks</source>
        <translation>Bitmasken</translation>
    </message>
    <message>
        <source>One check compares the candidate with one earlier queen: same %1, or |Δrow| = |Δcol|. A candidate costs up to one check per queen already placed.</source>
        <translation>Eine Prüfung vergleicht den Kandidaten mit einer früheren Dame: gleiche %1 oder |Δrow| = |Δcol|. Ein Kandidat kostet bis zu eine Prüfung pro bereits gesetzter Dame.</translation>
    </message>
    <message>
        <source>One check looks up the candidate&apos;s three lines (its %1 and both diagonals) in occupancy arrays: one check per candidate tried, however many queens stand on the board.</source>
        <translation>Eine Prüfung schlägt die drei Linien des Kandidaten (seine %1 und beide Diagonalen) in Belegungsarrays nach: eine Prüfung pro probiertem Kandidaten, egal wie viele Damen auf dem Brett stehen.</translation>
    </message>
    <message>
        <source>One check computes cols | ld | rd once per %1 entered: it gives every safe square at once, so no attacked square is ever tried (0 tries).</source>
        <translation>Eine Prüfung berechnet cols | ld | rd einmal pro erreichter %1: Das liefert alle sicheren Felder auf einmal, daher wird nie ein angegriffenes Feld probiert (0 Versuche).</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>all solutions</source>
        <translation>alle Lösungen</translation>
    </message>
    <message>
        <source>first solution</source>
        <translation>erste Lösung</translation>
    </message>
    <message>
        <source>row by row</source>
        <translation>zeilenweise</translation>
    </message>
    <message>
        <source>column by column</source>
        <translation>spaltenweise</translation>
    </message>
    <message>
        <source>Cost of the safety check: %1 queens, %2, %3</source>
        <translation>Kosten der Sicherheitsprüfung: %1 Damen, %2, %3</translation>
    </message>
    <message>
        <source>Cost of the safety check</source>
        <translation>Kosten der Sicherheitsprüfung</translation>
    </message>
    <message>
        <source>Same search, same solutions: only the cost of asking “is this square safe?” differs.</source>
        <translation>Gleiche Suche, gleiche Lösungen: Nur die Kosten der Frage „Ist dieses Feld sicher?“ unterscheiden sich.</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Tries</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Checks per
placement</source>
        <translation>Prüfungen pro
Platzierung</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Safety checks done: what one check is differs per method (see the row&apos;s tooltip)</source>
        <translation>Durchgeführte Sicherheitsprüfungen: Was eine Prüfung ist, hängt von der Methode ab (siehe Tooltip der Zeile)</translation>
    </message>
    <message>
        <source>Candidate squares tried; the bitmask check never tries an attacked square</source>
        <translation>Probierte Kandidatenfelder; die Bitmasken-Prüfung probiert nie ein angegriffenes Feld</translation>
    </message>
    <message>
        <source>Events of the search: each try, conflict, placement, solution, removal and backtrack is one step</source>
        <translation>Ereignisse der Suche: Jeder Versuch, Konflikt, jede Platzierung, Lösung, Rücknahme und jeder Rücksprung ist ein Schritt</translation>
    </message>
    <message>
        <source>Checks divided by queens placed: the price of each queen that stays on the board for a while</source>
        <translation>Prüfungen geteilt durch gesetzte Damen: der Preis jeder Dame, die eine Weile auf dem Brett bleibt</translation>
    </message>
    <message>
        <source>The bar is the method&apos;s checks as a share of the most; the number is how many times the cheapest method&apos;s checks it needs</source>
        <translation>Der Balken zeigt die Prüfungen der Methode als Anteil am Höchstwert; die Zahl sagt, wie viel Mal so viele Prüfungen sie braucht wie die günstigste Methode</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Stopped after %1 steps, right after placement %2: the whole search needs more.</source>
        <translation>Nach %1 Schritten angehalten, direkt nach Platzierung %2: Die ganze Suche braucht mehr.</translation>
    </message>
    <message>
        <source>Choose a board to compare the checks.</source>
        <translation>Wählen Sie ein Brett, um die Prüfungen zu vergleichen.</translation>
    </message>
    <message>
        <source>Computing in the background… %1: %2 steps so far</source>
        <translation>Berechnung im Hintergrund… %1: bisher %2 Schritte</translation>
    </message>
    <message>
        <source>Computing in the background…</source>
        <translation>Berechnung im Hintergrund…</translation>
    </message>
    <message>
        <source>Done. Every method made the same %1 placements and found no solution.</source>
        <translation>Fertig. Jede Methode hat dieselben %1 Platzierungen vorgenommen und keine Lösung gefunden.</translation>
    </message>
    <message numerus="yes">
        <source>Done. Every method found the same first solution after the same %1 placements.</source>
        <translation>
            <numerusform>Fertig. Jede Methode hat nach derselben %1 Platzierung dieselbe erste Lösung gefunden.</numerusform>
            <numerusform>Fertig. Jede Methode hat nach denselben %1 Platzierungen dieselbe erste Lösung gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt; %1 ms</source>
        <translation>&lt; %1 ms</translation>
    </message>
    <message>
        <source>Checks compared
with the cheapest</source>
        <translation>Prüfungen im Vergleich
zur günstigsten</translation>
    </message>
    <message>
        <source>Wall time of this method alone, measured in the background (it varies with what else the computer does). It includes the step-by-step bookkeeping all three share, so times differ less than checks.</source>
        <translation>Laufzeit dieser Methode allein, im Hintergrund gemessen (sie hängt davon ab, was der Computer sonst tut). Sie enthält die schrittweise Buchführung, die alle drei teilen, daher unterscheiden sich die Zeiten weniger als die Prüfungen.</translation>
    </message>
    <message>
        <source>One check: scan = one earlier queen compared · arrays = one square looked up · bitmasks = one %1 entered.
Times include the bookkeeping of the step-by-step search, the same for all three, so they differ less than the checks.</source>
        <translation>Eine Prüfung: Vergleichen = eine frühere Dame verglichen · Arrays = ein Feld nachgeschlagen · Bitmasken = eine %1 betreten.
Die Zeiten enthalten die Buchführung der schrittweisen Suche, für alle drei gleich, daher unterscheiden sie sich weniger als die Prüfungen.</translation>
    </message>
    <message>
        <source>Stopped at the budget: scanning used its %1, so every method stopped right after the same first %2 placements.</source>
        <translation>Am Limit angehalten: Das Vergleichen hat sein %1 aufgebraucht, daher hielt jede Methode direkt nach denselben ersten %2 Platzierungen an.</translation>
    </message>
    <message>
        <source>Stopped at the budget: every method stopped right after the same first %1 placements (the limit).</source>
        <translation>Am Limit angehalten: Jede Methode hielt direkt nach denselben ersten %1 Platzierungen an (die Grenze).</translation>
    </message>
    <message numerus="yes">
        <source>%1 Counts marked + cover only that part of the search (%2 solutions so far); the whole search needs more.</source>
        <translation>
            <numerusform>%1 Mit + markierte Zahlen umfassen nur diesen Teil der Suche (bisher %2 Lösung); die ganze Suche braucht mehr.</numerusform>
            <numerusform>%1 Mit + markierte Zahlen umfassen nur diesen Teil der Suche (bisher %2 Lösungen); die ganze Suche braucht mehr.</numerusform>
        </translation>
    </message>
    <message>
        <source>The whole search: steps %1, placements %2, solutions %3.</source>
        <translation>Die ganze Suche: Schritte %1, Platzierungen %2, Lösungen %3.</translation>
    </message>
    <message numerus="yes">
        <source>Done. Every method found the same %1 solutions with the same number of placements: %2.</source>
        <translation>
            <numerusform>Fertig. Jede Methode hat dieselbe %1 Lösung mit derselben Zahl von Platzierungen gefunden: %2.</numerusform>
            <numerusform>Fertig. Jede Methode hat dieselben %1 Lösungen mit derselben Zahl von Platzierungen gefunden: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The three safety checks compared</source>
        <translation>Die drei Sicherheitsprüfungen im Vergleich</translation>
    </message>
    <message>
        <source>0 (only safe squares)</source>
        <translation>0 (nur sichere Felder)</translation>
    </message>
    <message>
        <source>The bitmask check never tries an attacked square: one expression, ~(cols | ld | rd), gives every safe square of the %1 at once, so there is nothing to try and reject.</source>
        <translation>Die Bitmasken-Prüfung probiert nie ein angegriffenes Feld: Ein Ausdruck, ~(cols | ld | rd), liefert alle sicheren Felder der %1 auf einmal, es gibt also nichts zu probieren und zu verwerfen.</translation>
    </message>
    <message>
        <source>Scan</source>
        <comment>the scan check, short</comment>
        <translation>Scannen</translation>
    </message>
    <message>
        <source>Arrays</source>
        <comment>the occupancy arrays, short</comment>
        <translation>Arrays</translation>
    </message>
    <message>
        <source>Bitmasks</source>
        <comment>the bitmask check, short</comment>
        <translation>Bitmasken</translation>
    </message>
</context>
<context>
    <name>ControlsPanel</name>
    <message>
        <source>Board si&amp;ze N:</source>
        <translation>Brett&amp;größe N:</translation>
    </message>
    <message>
        <source>Number of queens and size of the board (1 to 32). Changing it starts a fresh run.</source>
        <translation>Anzahl der Damen und Größe des Bretts (1 bis 32). Eine Änderung startet einen neuen Durchlauf.</translation>
    </message>
    <message>
        <source>&amp;Goal:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>Stop at the first solution</source>
        <translation>Bei erster Lösung anhalten</translation>
    </message>
    <message>
        <source>Find all solutions</source>
        <translation>Alle Lösungen finden</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>Reihenf&amp;olge:</translation>
    </message>
    <message>
        <source>Row by row</source>
        <translation>Zeilenweise</translation>
    </message>
    <message>
        <source>Column by column</source>
        <translation>Spaltenweise</translation>
    </message>
    <message>
        <source>Place one queen per row trying each column, or one per column trying each row</source>
        <translation>Eine Dame pro Zeile setzen und dabei jede Spalte probieren, oder eine pro Spalte und dabei jede Zeile probieren</translation>
    </message>
    <message>
        <source>Safety chec&amp;k:</source>
        <translation>S&amp;icherheitsprüfung:</translation>
    </message>
    <message>
        <source>Scan earlier queens</source>
        <translation>Frühere Damen vergleichen</translation>
    </message>
    <message>
        <source>Occupancy arrays</source>
        <translation>Belegungsarrays</translation>
    </message>
    <message>
        <source>Bitmasks</source>
        <translation>Bitmasken</translation>
    </message>
    <message>
        <source>Scan: compare with every queen already placed. Arrays: look up the column and both diagonals in O(1). Bitmasks: compute all free squares of a level at once, so no attacked square is ever tried.</source>
        <translation>Vergleichen: mit jeder bereits gesetzten Dame vergleichen. Arrays: Spalte und beide Diagonalen in O(1) nachschlagen. Bitmasken: alle freien Felder einer Ebene auf einmal berechnen, sodass nie ein angegriffenes Feld probiert wird.</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>Te&amp;mpo:</translation>
    </message>
    <message>
        <source>From one step every 2 seconds to 100,000 steps a second, then full speed (keys + and -)</source>
        <translation>Von einem Schritt alle 2 Sekunden bis 100.000 Schritte pro Sekunde, dann volles Tempo (Tasten + und -)</translation>
    </message>
    <message>
        <source>List all solutions, no animation</source>
        <translation>Alle auflisten, ohne Animation</translation>
    </message>
    <message>
        <source>Only count the solutions (fastest)</source>
        <translation>Nur zählen (am schnellsten)</translation>
    </message>
    <message>
        <source>Stop at the first solution, or go on until every solution is found; or, without animation and on all cores, list every solution with its symmetry class, or only count them</source>
        <translation>Bei der ersten Lösung anhalten oder weitersuchen, bis jede Lösung gefunden ist; oder ohne Animation und auf allen Kernen jede Lösung mit ihrer Symmetrieklasse auflisten oder die Lösungen nur zählen</translation>
    </message>
    <message>
        <source>Board size N</source>
        <translation>Brettgröße N</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Safety check</source>
        <translation>Sicherheitsprüfung</translation>
    </message>
    <message>
        <source>Speed: %1</source>
        <translation>Tempo: %1</translation>
    </message>
</context>
<context>
    <name>CountStarter</name>
    <message>
        <source>Count N=%1</source>
        <translation>Zählung N=%1</translation>
    </message>
    <message>
        <source>A count of N=%1 was interrupted at %2%. Continue it, or count from the beginning?</source>
        <translation>Eine Zählung für N=%1 wurde bei %2 % unterbrochen. Fortsetzen oder von vorn zählen?</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Start over</source>
        <translation>&amp;Von vorn</translation>
    </message>
    <message>
        <source>Continuing the count of N=%1 from %2%</source>
        <translation>Die Zählung für N=%1 wird bei %2 % fortgesetzt</translation>
    </message>
    <message>
        <source>Counting N=%1 from the beginning</source>
        <translation>N=%1 wird von vorn gezählt</translation>
    </message>
    <message>
        <source>The count&apos;s progress could not be kept for a later start: %1</source>
        <translation>Der Stand der Zählung konnte nicht für später gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>CountersPanel</name>
    <message>
        <source>Steps:</source>
        <translation>Schritte:</translation>
    </message>
    <message>
        <source>Tries:</source>
        <translation>Versuche:</translation>
    </message>
    <message>
        <source>Checks:</source>
        <translation>Prüfungen:</translation>
    </message>
    <message>
        <source>Placements:</source>
        <translation>Platzierungen:</translation>
    </message>
    <message>
        <source>Removals:</source>
        <translation>Rücknahmen:</translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation>Rücksprünge:</translation>
    </message>
    <message>
        <source>Solutions:</source>
        <translation>Lösungen:</translation>
    </message>
    <message>
        <source>Elapsed:</source>
        <translation>Laufzeit:</translation>
    </message>
    <message>
        <source>Events of the search so far: each try, conflict, placement, solution, removal and backtrack is one step</source>
        <translation>Bisherige Ereignisse der Suche: Jeder Versuch, Konflikt, jede Platzierung, Lösung, Rücknahme und jeder Rücksprung ist ein Schritt</translation>
    </message>
    <message>
        <source>Squares considered as candidates (the bitmask check never tries an attacked square)</source>
        <translation>Als Kandidaten betrachtete Felder (die Bitmasken-Prüfung probiert nie ein angegriffenes Feld)</translation>
    </message>
    <message>
        <source>Safety checks done: scan counts one per earlier queen compared, arrays one per candidate, bitmasks one per level</source>
        <translation>Durchgeführte Sicherheitsprüfungen: Vergleichen zählt eine pro verglichener früherer Dame, Arrays eine pro Kandidat, Bitmasken eine pro Ebene</translation>
    </message>
    <message>
        <source>Queens put on the board</source>
        <translation>Auf das Brett gesetzte Damen</translation>
    </message>
    <message>
        <source>Queens lifted again</source>
        <translation>Wieder weggenommene Damen</translation>
    </message>
    <message>
        <source>Levels left because no safe square remained</source>
        <translation>Verlassene Ebenen, weil kein sicheres Feld mehr übrig war</translation>
    </message>
    <message>
        <source>Solutions found so far</source>
        <translation>Bisher gefundene Lösungen</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Time playing:</source>
        <translation>Laufzeit:</translation>
    </message>
    <message>
        <source>Time the count or listing has taken</source>
        <translation>Die bisherige Dauer des Zählens oder Auflistens</translation>
    </message>
    <message>
        <source>Time the search spent running (Play, Run until); single steps take none</source>
        <translation>Die Zeit, in der die Suche lief (Abspielen, Laufen bis); einzelne Schritte zählen nicht</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>Not counted: listing and counting run without steps, on all cores</source>
        <translation>Nicht gezählt: Auflisten und Zählen laufen ohne Schritte, auf allen Kernen</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>What will be saved</source>
        <translation>Was gespeichert wird</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>ExportFrames</name>
    <message>
        <source>Before the first step: the queens you placed</source>
        <translation>Vor dem ersten Schritt: die von Ihnen gesetzten Damen</translation>
    </message>
    <message>
        <source>Before the first step: the empty board</source>
        <translation>Vor dem ersten Schritt: das leere Brett</translation>
    </message>
    <message>
        <source>No steps were chosen</source>
        <translation>Es wurden keine Schritte gewählt</translation>
    </message>
    <message>
        <source>The search ends at step %1: there is no step %2</source>
        <translation>Die Suche endet bei Schritt %1: Einen Schritt %2 gibt es nicht</translation>
    </message>
    <message>
        <source>The search cannot continue from the queens on the board</source>
        <translation>Die Suche kann von den Damen auf dem Brett aus nicht weitergehen</translation>
    </message>
    <message>
        <source>The steps are not in order</source>
        <translation>Die Schritte sind nicht in der richtigen Reihenfolge</translation>
    </message>
    <message>
        <source>The search has no solution number %1</source>
        <translation>Diese Suche hat keine Lösung Nr. %1</translation>
    </message>
    <message>
        <source>The trace has no solution number %1</source>
        <translation>Das Protokoll hat keine Lösung Nummer %1</translation>
    </message>
    <message>
        <source>The trace ends at step %1: there is no step %2</source>
        <translation>Das Protokoll endet bei Schritt %1: Es gibt keinen Schritt %2</translation>
    </message>
</context>
<context>
    <name>ExportJob</name>
    <message>
        <source>Export cancelled: no file was written</source>
        <translation>Export abgebrochen: Es wurde keine Datei geschrieben</translation>
    </message>
</context>
<context>
    <name>FileTexts</name>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>ein FIFO (benannte Pipe)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>there is no space left on the disk</source>
        <translation>auf dem Datenträger ist kein Platz mehr</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>das Speicherkontingent ist aufgebraucht</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>keine Berechtigung</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <source>there is no such file or folder</source>
        <translation>die Datei oder der Ordner existiert nicht</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>ein Teil des Pfades ist kein Ordner</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>der Name ist zu lang</translation>
    </message>
    <message>
        <source>the disk reported an input/output error</source>
        <translation>der Datenträger meldete einen Ein-/Ausgabefehler</translation>
    </message>
    <message>
        <source>the file is too large for the disk</source>
        <translation>die Datei ist zu groß für den Datenträger</translation>
    </message>
    <message>
        <source>too many links in the path</source>
        <translation>zu viele Verknüpfungen im Pfad</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>zu viele Dateien sind geöffnet</translation>
    </message>
    <message>
        <source>the file is in use</source>
        <translation>die Datei wird gerade verwendet</translation>
    </message>
    <message>
        <source>no file name was given</source>
        <translation>es wurde kein Dateiname angegeben</translation>
    </message>
    <message>
        <source>it is %1</source>
        <translation>es ist %1</translation>
    </message>
    <message>
        <source>it is a link to a file that does not exist</source>
        <translation>es ist eine Verknüpfung auf eine Datei, die nicht existiert</translation>
    </message>
    <message>
        <source>it is a link to %1</source>
        <translation>es ist eine Verknüpfung auf %1</translation>
    </message>
    <message>
        <source>it has become a link since it was named; a link found there later is not followed, and the link and what it points to are left as they are</source>
        <translation>es ist eine Verknüpfung geworden, seit der Name gewählt wurde; einer später dort gefundenen Verknüpfung wird nicht gefolgt, und die Verknüpfung und ihr Ziel bleiben, wie sie sind</translation>
    </message>
    <message>
        <source>it is write-protected</source>
        <translation>die Datei ist schreibgeschützt</translation>
    </message>
    <message>
        <source>it is larger than %1</source>
        <translation>die Datei ist größer als %1</translation>
    </message>
    <message>
        <source>the folder %1 takes no new file</source>
        <translation>der Ordner %1 nimmt keine neue Datei auf</translation>
    </message>
    <message>
        <source>the folder %1 takes no new file: %2</source>
        <translation>der Ordner %1 nimmt keine neue Datei auf: %2</translation>
    </message>
    <message>
        <source>the file is not open</source>
        <translation>die Datei ist nicht geöffnet</translation>
    </message>
</context>
<context>
    <name>GettingStarted</name>
    <message>
        <source>Getting started</source>
        <translation>Erste Schritte</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Play or pause the search</source>
        <translation>Die Suche abspielen oder anhalten</translation>
    </message>
    <message>
        <source>Speed: 1, 10, 100, 1,000 steps a second, full speed</source>
        <translation>Tempo: 1, 10, 100, 1.000 Schritte pro Sekunde, volles Tempo</translation>
    </message>
    <message>
        <source>The program shows how backtracking puts N queens on an N×N board so that no two attack each other. It does three jobs.</source>
        <translation>Das Programm zeigt, wie Backtracking N Damen so auf ein N×N-Brett setzt, dass keine zwei sich angreifen. Es hat drei Aufgaben.</translation>
    </message>
    <message>
        <source>1. Watch the search</source>
        <translation>1. Die Suche beobachten</translation>
    </message>
    <message>
        <source>A search of 8 queens: a tried square is refused, a line from the queen that attacks it</source>
        <translation>Eine Suche mit 8 Damen: Ein probiertes Feld wird verworfen, mit einer Linie von der Dame, die es angreift</translation>
    </message>
    <message>
        <source>Press Play and the search tries square after square, row by row: a queen goes down where no queen attacks it, and when a row has no safe square the last queen is taken back (a backtrack). The narration above the board says why each step happened; the panels show the same step as code, call stack and search tree. Click or drag the timeline under the board to go back to any step.</source>
        <translation>Klicken Sie auf „Abspielen“, und die Suche probiert Feld für Feld, Zeile für Zeile: Eine Dame wird dort gesetzt, wo keine Dame sie angreift, und hat eine Zeile kein sicheres Feld, wird die letzte Dame wieder weggenommen (ein Rücksprung). Die Erklärung über dem Brett sagt, warum jeder Schritt geschah; die Bereiche zeigen denselben Schritt als Code, Aufrufstapel und Suchbaum. Klicken oder ziehen Sie auf der Zeitleiste unter dem Brett, um zu einem beliebigen Schritt zurückzugehen.</translation>
    </message>
    <message>
        <source>2. Step by hand</source>
        <translation type="vanished">2. Von Hand setzen</translation>
    </message>
    <message>
        <source>A board of 6 in Try it yourself: two queens in one column, joined by a line</source>
        <translation>Ein 6×6-Brett in „Selbst ausprobieren“: zwei Damen in einer Spalte, durch eine Linie verbunden</translation>
    </message>
    <message>
        <source>In Try it yourself you place the queens: click a square, or move with the arrow keys and press Enter. Queens that attack each other are joined by a line, and the panel says why a square is unsafe. Hint shows the square the algorithm would choose next; Esc goes back to the search.</source>
        <translation>In „Selbst ausprobieren“ setzen Sie die Damen: Klicken Sie auf ein Feld, oder gehen Sie mit den Pfeiltasten hin und drücken Sie Enter. Damen, die sich gegenseitig angreifen, sind durch eine Linie verbunden, und der Bereich sagt, warum ein Feld nicht sicher ist. „Hinweis“ zeigt das Feld, das der Algorithmus als Nächstes wählen würde; Esc führt zurück zur Suche.</translation>
    </message>
    <message>
        <source>3. Browse the solutions</source>
        <translation>3. Die Lösungen durchsehen</translation>
    </message>
    <message>
        <source>The first solution of 8 queens</source>
        <translation>Die erste Lösung für 8 Damen</translation>
    </message>
    <message>
        <source>Every solution the search finds goes into the Solutions list with its symmetry class. Choose the goal &quot;list&quot; to find all of them at once, on every core. Select a solution to see it on the board, print a handout of the ones you select or save them to a file.</source>
        <translation>Jede Lösung, die die Suche findet, kommt mit ihrer Symmetrieklasse in die Liste „Lösungen“. Wählen Sie das Ziel „Alle auflisten, ohne Animation“, um alle auf einmal zu finden, auf allen Kernen. Klicken Sie eine Lösung an, um sie auf dem Brett zu sehen; die ausgewählten Lösungen können Sie als Handout drucken oder in einer Datei speichern.</translation>
    </message>
    <message>
        <source>Help on every panel</source>
        <translation>Hilfe zu jedem Bereich</translation>
    </message>
    <message>
        <source>What&apos;s this? Then click any panel to learn what it shows</source>
        <translation>Was ist das? Dann auf einen beliebigen Bereich klicken, um zu erfahren, was er zeigt</translation>
    </message>
    <message>
        <source>Using the window: every panel, the timeline, the search tree</source>
        <translation>Das Fenster: jeder Bereich, die Zeitleiste, der Suchbaum</translation>
    </message>
    <message>
        <source>Teaching with it: a class step by step, presentation mode, a clicker</source>
        <translation>Damit unterrichten: eine Stunde Schritt für Schritt, Präsentationsmodus, ein Presenter</translation>
    </message>
    <message>
        <source>Lessons: bookmarks, notes, worksheets and handouts</source>
        <translation>Lektionen: Lesezeichen, Notizen, Arbeitsblätter und Handouts</translation>
    </message>
    <message>
        <source>A lesson&apos;s web page for the students at home</source>
        <translation>Die Webseite einer Lektion für die Schüler zu Hause</translation>
    </message>
    <message>
        <source>Every keyboard shortcut</source>
        <translation>Alle Tastenkürzel</translation>
    </message>
    <message>
        <source>With a screen reader, the keyboard alone or large text</source>
        <translation>Mit Screenreader, nur mit der Tastatur oder mit großer Schrift</translation>
    </message>
    <message>
        <source>Counting the solutions for large N</source>
        <translation>Die Lösungen für großes N zählen</translation>
    </message>
    <message>
        <source>The command line: nqueens and nqueens-cli</source>
        <translation>Die Kommandozeile: nqueens und nqueens-cli</translation>
    </message>
    <message>
        <source>Read more</source>
        <translation>Weiterlesen</translation>
    </message>
    <message>
        <source>The user guide, in English: Back (%1) returns here.</source>
        <translation>Das Benutzerhandbuch, auf Englisch: Zurück (%1) kehrt hierher zurück.</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>Back to the page before (%1)</source>
        <translation>Zurück zur vorigen Seite (%1)</translation>
    </message>
    <message>
        <source>2. Try it yourself</source>
        <translation>2. Selbst ausprobieren</translation>
    </message>
    <message>
        <source>The window opens in the Simple view: the board, the run&apos;s controls and the pseudocode, and the everyday menu entries. The Full view button at the right of the menus, or %1, shows every panel and menu entry; %1 again (View ▸ %2) goes back. Every key works in both views.</source>
        <translation>Das Fenster öffnet sich in der einfachen Ansicht: das Brett, die Steuerung des Laufs und der Pseudocode, dazu die alltäglichen Menüeinträge. Die Schaltfläche „Vollansicht“ rechts neben den Menüs oder %1 zeigt alle Bereiche und Menüeinträge; %1 noch einmal (Ansicht ▸ %2) führt zurück. Jede Taste wirkt in beiden Ansichten.</translation>
    </message>
</context>
<context>
    <name>HandoutPrinter</name>
    <message>
        <source>Solution %1</source>
        <translation>Lösung %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
</context>
<context>
    <name>JobProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>LessonActions</name>
    <message>
        <source>&amp;Open lesson…</source>
        <translation>Lektion ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a lesson: its search, steps and bookmarks</source>
        <translation>Eine Lektion öffnen: ihre Suche, Schritte und Lesezeichen</translation>
    </message>
    <message>
        <source>Save the lesson: the search, the step, breakpoints, overlays, panels and bookmarks</source>
        <translation>Die Lektion speichern: die Suche, den Schritt, Haltepunkte, Markierungen, Bereiche und Lesezeichen</translation>
    </message>
    <message>
        <source>Save the lesson in a new file</source>
        <translation>Die Lektion in einer neuen Datei speichern</translation>
    </message>
    <message>
        <source>Mark the step on the board, with a note, to come back to it in class</source>
        <translation>Den Schritt auf dem Brett mit einer Notiz markieren, um im Unterricht darauf zurückzukommen</translation>
    </message>
    <message>
        <source>Ne&amp;xt bookmark</source>
        <translation>Nächstes Lese&amp;zeichen</translation>
    </message>
    <message>
        <source>Go to the next bookmarked step</source>
        <translation>Zum nächsten Schritt mit Lesezeichen gehen</translation>
    </message>
    <message>
        <source>Pre&amp;vious bookmark</source>
        <translation>&amp;Vorheriges Lesezeichen</translation>
    </message>
    <message>
        <source>Go to the previous bookmarked step</source>
        <translation>Zum vorherigen Schritt mit Lesezeichen gehen</translation>
    </message>
    <message>
        <source>Export &amp;worksheet to PDF…</source>
        <translation>Arbeitsblatt als P&amp;DF exportieren…</translation>
    </message>
    <message>
        <source>Save boards of chosen steps with their explanations as a PDF worksheet</source>
        <translation>Die Bretter ausgewählter Schritte mit ihren Erklärungen als PDF-Arbeitsblatt speichern</translation>
    </message>
    <message>
        <source>Export ani&amp;mation as GIF…</source>
        <translation>A&amp;nimation als GIF exportieren…</translation>
    </message>
    <message>
        <source>Open &amp;recent lesson</source>
        <translation>Zuletzt &amp;geöffnete Lektionen</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>List&amp;e leeren</translation>
    </message>
    <message>
        <source>Sa&amp;ve lesson</source>
        <translation>Lektion spei&amp;chern</translation>
    </message>
    <message>
        <source>Sav&amp;e lesson as…</source>
        <translation>Lektion speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Book&amp;mark this step…</source>
        <translation>Schritt mit Lesezeichen &amp;markieren…</translation>
    </message>
    <message>
        <source>Save a range of steps, the path to a solution or bookmarked steps as an animated GIF for slides</source>
        <translation>Einen Bereich von Schritten, den Weg zu einer Lösung oder Schritte mit Lesezeichen als animiertes GIF für Folien speichern</translation>
    </message>
    <message>
        <source>Export lesson as web pa&amp;ge…</source>
        <translation>Lektion als &amp;Webseite exportieren…</translation>
    </message>
    <message>
        <source>Save one web page that replays the lesson&apos;s search, with its narration, pseudocode and bookmarks, in any browser without a network</source>
        <translation>Eine Webseite speichern, die die Suche der Lektion mit Erklärungen, Pseudocode und Lesezeichen in jedem Browser ohne Netz abspielt</translation>
    </message>
</context>
<context>
    <name>LessonBookmarks</name>
    <message>
        <source>Bookmarks</source>
        <translation>Lesezeichen</translation>
    </message>
    <message>
        <source>The lesson&apos;s bookmarked steps in order, each with its step, its note and its search. Double-click one to go there; Ctrl+D bookmarks the step on the board.</source>
        <translation>Die Schritte der Lektion mit Lesezeichen, der Reihe nach, jeweils mit Schritt, Notiz und Suche. Ein Doppelklick springt dorthin; Strg+D setzt ein Lesezeichen auf den Schritt auf dem Brett.</translation>
    </message>
    <message>
        <source>Only the steps of an animated search can be bookmarked</source>
        <translation>Lesezeichen gibt es nur für Schritte einer animierten Suche</translation>
    </message>
    <message>
        <source>Bookmark this step</source>
        <translation>Lesezeichen setzen</translation>
    </message>
    <message>
        <source>A note for step %1 (shown beside the narration when you come back to it):</source>
        <translation>Eine Notiz zu Schritt %1 (erscheint neben der Erklärung, wenn Sie zu diesem Schritt zurückkehren):</translation>
    </message>
    <message>
        <source>Step %1 bookmarked</source>
        <translation>Lesezeichen für Schritt %1 gesetzt</translation>
    </message>
    <message>
        <source>A lesson keeps steps up to %1: this step cannot be bookmarked</source>
        <translation>Eine Lektion speichert Schritte nur bis %1: Für diesen Schritt kann kein Lesezeichen gesetzt werden</translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation>Notiz bearbeiten</translation>
    </message>
    <message>
        <source>Note for step %1:</source>
        <translation>Notiz zu Schritt %1:</translation>
    </message>
    <message>
        <source>No bookmark after step %1</source>
        <translation>Kein Lesezeichen nach Schritt %1</translation>
    </message>
    <message>
        <source>No bookmark before step %1</source>
        <translation>Kein Lesezeichen vor Schritt %1</translation>
    </message>
    <message>
        <source>No bookmarks yet: %1 bookmarks the step on the board</source>
        <translation>Noch keine Lesezeichen: %1 setzt ein Lesezeichen auf den Schritt auf dem Brett</translation>
    </message>
    <message>
        <source>“%1” is too long for a lesson to hold (%2 bytes; a lesson holds a trace of up to %3): its steps cannot be bookmarked</source>
        <translation>„%1“ ist zu lang, um in einer Lektion gespeichert zu werden (%2 Bytes; eine Lektion fasst ein Protokoll von bis zu %3): Seine Schritte können nicht mit Lesezeichen versehen werden</translation>
    </message>
    <message>
        <source>The lesson&apos;s bookmarks are on the trace “%1”, and a lesson holds one trace: remove them to bookmark the steps of “%2”</source>
        <translation>Die Lesezeichen der Lektion liegen auf dem Protokoll „%1“, und eine Lektion enthält nur ein Protokoll: Entfernen Sie sie, um die Schritte von „%2“ mit Lesezeichen zu versehen</translation>
    </message>
</context>
<context>
    <name>LessonController</name>
    <message>
        <source>Open lesson</source>
        <translation>Lektion öffnen</translation>
    </message>
    <message>
        <source>Lessons (*.nqueens);;All files (*)</source>
        <translation>Lektionen (*.nqueens);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Lesson “%1” opened</source>
        <translation>Lektion „%1“ geöffnet</translation>
    </message>
    <message>
        <source>A lesson keeps steps up to %1; the board is at step %2</source>
        <translation>Eine Lektion speichert Schritte nur bis %1; das Brett steht bei Schritt %2</translation>
    </message>
    <message>
        <source>The lesson was not saved to “%1”: %2</source>
        <translation>Die Lektion wurde nicht in „%1“ gespeichert: %2</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation type="vanished">das ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>lektion</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>Lektion speichern</translation>
    </message>
    <message>
        <source>Lessons (*.nqueens)</source>
        <translation>Lektionen (*.nqueens)</translation>
    </message>
    <message>
        <source>Lesson saved to “%1”</source>
        <translation>Lektion in „%1“ gespeichert</translation>
    </message>
    <message>
        <source>Save the lesson?</source>
        <translation>Lektion speichern?</translation>
    </message>
    <message>
        <source>The bookmarks of this lesson have changed since it was last saved. Save them?</source>
        <translation>Die Lesezeichen dieser Lektion wurden seit dem letzten Speichern geändert. Jetzt speichern?</translation>
    </message>
    <message>
        <source>N-Queens Visualizer</source>
        <translation>N-Damen-Visualisierer</translation>
    </message>
    <message>
        <source>Opening “%1” was cancelled</source>
        <translation>Öffnen von „%1“ abgebrochen</translation>
    </message>
    <message>
        <source>Export lesson as web page</source>
        <translation>Lektion als Webseite exportieren</translation>
    </message>
    <message>
        <source>A lesson and its web page keep the built-in search, not your program&apos;s trace: go back to the built-in search (Home) to save or export one (a worksheet and an animation of the trace&apos;s steps can be exported)</source>
        <translation type="vanished">Eine Lektion und ihre Webseite halten die eingebaute Suche fest, nicht das Protokoll Ihres Programms: Gehen Sie zur eingebauten Suche zurück (Pos1), um eine zu speichern oder zu exportieren (ein Arbeitsblatt und eine Animation der Schritte des Protokolls lassen sich exportieren)</translation>
    </message>
    <message>
        <source>A lesson&apos;s web page keeps the built-in search, not your program&apos;s trace: go back to the built-in search (Home) to export one (a worksheet and an animation of the trace&apos;s steps can be exported, and a lesson saved holds the trace)</source>
        <translation type="vanished">Die Webseite einer Lektion zeigt die eingebaute Suche, nicht das Protokoll Ihres Programms: Kehren Sie zur eingebauten Suche zurück (Pos1), um eine zu exportieren (ein Arbeitsblatt und eine Animation der Schritte des Protokolls lassen sich exportieren, und eine gespeicherte Lektion enthält das Protokoll)</translation>
    </message>
    <message>
        <source>The lesson&apos;s bookmarks are on the trace “%1”, but the board shows “%2”, and a lesson holds one trace: show “%1” again or remove its bookmarks</source>
        <translation>Die Lesezeichen der Lektion liegen auf dem Protokoll „%1“, das Brett zeigt aber „%2“, und eine Lektion enthält nur ein Protokoll: Zeigen Sie „%1“ wieder an oder entfernen Sie seine Lesezeichen</translation>
    </message>
    <message>
        <source>“%1” is too long for a lesson to hold (%2 bytes; a lesson holds a trace of up to %3)</source>
        <translation>„%1“ ist zu lang, um in einer Lektion gespeichert zu werden (%2 Bytes; eine Lektion fasst ein Protokoll von bis zu %3)</translation>
    </message>
    <message>
        <source>it would have %1 bytes, more than a lesson can have (%2)</source>
        <translation>sie hätte %1 Bytes, mehr als eine Lektion haben darf (%2)</translation>
    </message>
</context>
<context>
    <name>LessonOpener</name>
    <message>
        <source>“%1” has %2 bytes; it may have at most %3</source>
        <translation>„%1“ hat %2 Bytes; erlaubt sind höchstens %3</translation>
    </message>
    <message>
        <source>“%1” and “%2” are both given; a lesson may hold only one of them</source>
        <translation>„%1“ und „%2“ sind beide angegeben; eine Lektion darf nur eines davon enthalten</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation type="vanished">das ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation type="vanished">diese Datei gibt es nicht</translation>
    </message>
    <message>
        <source>Checking the steps of “%1”…</source>
        <translation>Die Schritte von „%1“ werden geprüft…</translation>
    </message>
    <message>
        <source>Cannot open the lesson “%1”: %2.</source>
        <translation>Die Lektion „%1“ kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation>die Datei kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>the file has %1 bytes, more than a lesson can have (%2)</source>
        <translation>die Datei hat %1 Bytes, mehr als eine Lektion haben darf (%2)</translation>
    </message>
    <message>
        <source>it is not a lesson file (not JSON: %1 at byte %2)</source>
        <translation>das ist keine Lektionsdatei (kein JSON: %1 bei Byte %2)</translation>
    </message>
    <message>
        <source>it is not a lesson file of this program</source>
        <translation>das ist keine Lektionsdatei dieses Programms</translation>
    </message>
    <message>
        <source>it was saved by a newer version of the program (lesson format %1; this version reads format %2)</source>
        <translation>sie wurde mit einer neueren Version des Programms gespeichert (Lektionsformat %1; diese Version liest Format %2)</translation>
    </message>
    <message>
        <source>“%1” is missing</source>
        <translation>„%1“ fehlt</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object with fields</source>
        <translation>ein Objekt mit Feldern</translation>
    </message>
    <message>
        <source>“%1” should be %2</source>
        <translation>„%1“ sollte %2 sein</translation>
    </message>
    <message>
        <source>“%1” is %2; it must be within %3</source>
        <translation>„%1“ ist %2; der Wert muss in %3 liegen</translation>
    </message>
    <message>
        <source>“%1” holds the control character %2</source>
        <translation>„%1“ enthält das Steuerzeichen %2</translation>
    </message>
    <message>
        <source>“%1” is “%2”; it must be one of: %3</source>
        <translation>„%1“ ist „%2“; erlaubt ist einer dieser Werte: %3</translation>
    </message>
    <message>
        <source>“%1” repeats %2</source>
        <translation>„%1“ wiederholt %2</translation>
    </message>
    <message>
        <source>“%1” are not queens a search can start from (they attack each other or leave a level empty before another queen)</source>
        <translation>„%1“ sind keine Damen, von denen aus eine Suche beginnen kann (sie greifen sich gegenseitig an oder lassen vor einer weiteren Dame eine Ebene leer)</translation>
    </message>
    <message>
        <source>“%1” is step %2, but that search ends at step %3</source>
        <translation>„%1“ ist Schritt %2, aber diese Suche endet bei Schritt %3</translation>
    </message>
    <message>
        <source>opening was cancelled</source>
        <translation>das Öffnen wurde abgebrochen</translation>
    </message>
    <message>
        <source>“%1” is %2; it must be 0 (full speed) or within %3</source>
        <translation>„%1“ ist %2; der Wert muss 0 (volles Tempo) sein oder in %3 liegen</translation>
    </message>
    <message numerus="yes">
        <source>“%1” has %Ln entries; it must have %2</source>
        <translation>
            <numerusform>„%1“ hat %Ln Eintrag; es müssen %2 sein</numerusform>
            <numerusform>„%1“ hat %Ln Einträge; es müssen %2 sein</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” has %Ln entries; it may have at most %2</source>
        <translation>
            <numerusform>„%1“ hat %Ln Eintrag; erlaubt sind höchstens %2</numerusform>
            <numerusform>„%1“ hat %Ln Einträge; erlaubt sind höchstens %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” has %Ln characters; it may have at most %2</source>
        <translation>
            <numerusform>„%1“ hat %Ln Zeichen; erlaubt sind höchstens %2</numerusform>
            <numerusform>„%1“ hat %Ln Zeichen; erlaubt sind höchstens %2</numerusform>
        </translation>
    </message>
    <message>
        <source>text in Base64</source>
        <translation>Text in Base64</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message>
        <source>N=%1 · %2 · %3 · %4</source>
        <translation>N=%1 · %2 · %3 · %4</translation>
    </message>
    <message>
        <source>row by row</source>
        <translation>zeilenweise</translation>
    </message>
    <message>
        <source>column by column</source>
        <translation>spaltenweise</translation>
    </message>
    <message>
        <source>first solution</source>
        <translation>erste Lösung</translation>
    </message>
    <message>
        <source>all solutions</source>
        <translation>alle Lösungen</translation>
    </message>
    <message>
        <source>Steps %1 to %2</source>
        <translation>Schritte %1 bis %2</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Row %1, column %2: queen</source>
        <translation type="vanished">Zeile %1, Spalte %2: Dame</translation>
    </message>
    <message>
        <source>Row %1, column %2: empty</source>
        <translation type="vanished">Zeile %1, Spalte %2: leer</translation>
    </message>
    <message>
        <source>Row %1, column %2: candidate</source>
        <translation type="vanished">Zeile %1, Spalte %2: Kandidat</translation>
    </message>
    <message>
        <source>What the step did</source>
        <translation>Was der Schritt getan hat</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Steuerung</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Langsamer</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Schneller</translation>
    </message>
    <message>
        <source>%1 steps a second</source>
        <translation>%1 Schritte pro Sekunde</translation>
    </message>
    <message>
        <source>Previous bookmark</source>
        <translation>Vorheriges Lesezeichen</translation>
    </message>
    <message>
        <source>Next bookmark</source>
        <translation>Nächstes Lesezeichen</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudocode</translation>
    </message>
    <message>
        <source>Safety check</source>
        <translation>Sicherheitsprüfung</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Tries</source>
        <translation>Versuche</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Platzierungen</translation>
    </message>
    <message>
        <source>Removals</source>
        <translation>Rücknahmen</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Rücksprünge</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>The placement, cols[row] = col</source>
        <translation>Die Aufstellung, cols[row] = col</translation>
    </message>
    <message>
        <source>The placement, rows[col] = row</source>
        <translation>Die Aufstellung, rows[col] = row</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>Lesezeichen</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>No bookmarks in these steps</source>
        <translation>Keine Lesezeichen in diesen Schritten</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Notiz:</translation>
    </message>
    <message>
        <source>Keys: Right step, Left step back, Space play or pause, Home reset, + and - speed, . and , next and previous bookmark</source>
        <translation>Tasten: Rechts Schritt, Links Schritt zurück, Leertaste Abspielen oder Pause, Pos1 neu starten, + und - Tempo, . und , nächstes und vorheriges Lesezeichen</translation>
    </message>
    <message>
        <source>Made with the N-Queens Visualizer: this page replays the search without a network.</source>
        <translation>Erstellt mit N-Damen-Visualisierer: Diese Seite spielt die Suche ohne Netz ab.</translation>
    </message>
    <message>
        <source>The lesson&apos;s queens are not a start the search can continue from</source>
        <translation>Von den Damen der Lektion kann die Suche nicht weitergehen</translation>
    </message>
    <message>
        <source>The range of steps %1-%2 is empty</source>
        <translation>Der Schrittbereich %1-%2 ist leer</translation>
    </message>
    <message>
        <source>Steps %1 to %2 are too many for one page: it holds at most %3 steps (%4)</source>
        <translation>Die Schritte %1 bis %2 sind zu viele für eine Seite: Sie fasst höchstens %3 Schritte (%4)</translation>
    </message>
    <message>
        <source>The search ends at step %1: there is no step %2</source>
        <translation>Die Suche endet bei Schritt %1: Einen Schritt %2 gibt es nicht</translation>
    </message>
    <message>
        <source>The page&apos;s template is missing from the program</source>
        <translation>Die Vorlage der Seite fehlt im Programm</translation>
    </message>
    <message>
        <source>N-Queens, N=%1: steps %2 to %3</source>
        <translation>N-Damen, N=%1: Schritte %2 bis %3</translation>
    </message>
    <message>
        <source>Steps %1 to %2 make a page of %3, more than the %4 a page may have: choose fewer steps</source>
        <translation>Die Schritte %1 bis %2 ergeben eine Seite von %3, mehr als die erlaubten %4: Wählen Sie weniger Schritte</translation>
    </message>
    <message>
        <source>A page starts at step %1 at the latest, not at step %2</source>
        <translation>Eine Seite beginnt spätestens bei Schritt %1, nicht bei Schritt %2</translation>
    </message>
    <message>
        <source>On the board (one Tab stop): the arrow keys go from square to square, Home and End to the ends of a row, Ctrl+Home and Ctrl+End to the corners, without moving the search</source>
        <translation>Auf dem Brett (ein Tab-Halt): Die Pfeiltasten gehen von Feld zu Feld, Pos1 und Ende an die Enden einer Zeile, Strg+Pos1 und Strg+Ende in die Ecken, ohne die Suche weiterzubewegen</translation>
    </message>
    <message>
        <source>N=%1 · %2 · %3</source>
        <translation>N=%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Go to the first violation (F8)</source>
        <translation>Zum ersten Verstoß (F8)</translation>
    </message>
    <message>
        <source>Whose search is shown</source>
        <translation>Wessen Suche gezeigt wird</translation>
    </message>
    <message>
        <source>The search of your program: %1 (N=%2), not the built-in search</source>
        <translation>Die Suche Ihres Programms: %1 (N=%2), nicht die eingebaute Suche</translation>
    </message>
    <message>
        <source>The trace ends at step %1: there is no step %2</source>
        <translation>Das Protokoll endet bei Schritt %1: Es gibt keinen Schritt %2</translation>
    </message>
    <message>
        <source>%1 — your program&apos;s search, N=%2: steps %3 to %4</source>
        <translation>%1 — Suche Ihres Programms, N=%2: Schritte %3 bis %4</translation>
    </message>
    <message>
        <source>Keys: Right step, Left step back, Space play or pause, Home reset, + and - speed, . and , next and previous bookmark, F8 the first violation</source>
        <translation>Tasten: Rechts Schritt, Links Schritt zurück, Leertaste Abspielen oder Pause, Pos1 neu starten, + und - Tempo, . und , nächstes und vorheriges Lesezeichen, F8 der erste Verstoß</translation>
    </message>
</context>
<context>
    <name>LessonPageExport</name>
    <message>
        <source>Cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>The old file is kept.</source>
        <translation>Die alte Datei bleibt erhalten.</translation>
    </message>
    <message>
        <source>Web page not saved: %1 is as it was</source>
        <translation>Webseite nicht gespeichert: %1 ist unverändert</translation>
    </message>
    <message>
        <source>Web page not saved</source>
        <translation>Webseite nicht gespeichert</translation>
    </message>
    <message>
        <source>Web page saved to %1: steps %2 to %3, %4</source>
        <translation>Webseite in %1 gespeichert: Schritte %2 bis %3, %4</translation>
    </message>
    <message>
        <source>Export lesson as web page</source>
        <translation>Lektion als Webseite exportieren</translation>
    </message>
    <message>
        <source>lesson.html</source>
        <translation>lektion.html</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webseite (*.html)</translation>
    </message>
    <message>
        <source>Saving the web page…</source>
        <translation>Die Webseite wird gespeichert…</translation>
    </message>
    <message>
        <source>%1 is the lesson the page is made from: choose another name for the page</source>
        <translation>%1 ist die Lektion, aus der die Seite entsteht: Wählen Sie einen anderen Namen für die Seite</translation>
    </message>
    <message>
        <source>%1 exists and is not a web page of a lesson: it is kept; choose another name for the page</source>
        <translation>%1 existiert und ist keine Webseite einer Lektion: Sie bleibt erhalten; wählen Sie einen anderen Namen für die Seite</translation>
    </message>
</context>
<context>
    <name>LevelChart</name>
    <message>
        <source>Placements and backtracks by level</source>
        <translation>Platzierungen und Rücksprünge je Ebene</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>placements</source>
        <translation>Platzierungen</translation>
    </message>
    <message>
        <source>backtracks</source>
        <translation>Rücksprünge</translation>
    </message>
    <message>
        <source>%1 — placements: %2, backtracks: %3</source>
        <translation>%1 — Platzierungen: %2, Rücksprünge: %3</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>placements / backtracks of a level</comment>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>ListingView</name>
    <message>
        <source>Current line %1: %2</source>
        <translation>Aktuelle Codezeile %1: %2</translation>
    </message>
</context>
<context>
    <name>LivePage</name>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>Steps run so far</source>
        <translation>Bisher ausgeführte Schritte</translation>
    </message>
    <message>
        <source>No solution found yet</source>
        <translation>Noch keine Lösung gefunden</translation>
    </message>
    <message>
        <source>Check your program</source>
        <translation>Ihr Programm prüfen</translation>
    </message>
    <message>
        <source>Choose a trace file</source>
        <translation>Protokolldatei wählen</translation>
    </message>
    <message>
        <source>or drop a .trace file here, or paste a trace below</source>
        <translation>oder eine .trace-Datei hierher ziehen oder unten ein Protokoll einfügen</translation>
    </message>
    <message>
        <source>Your program&apos;s trace</source>
        <translation>Das Protokoll Ihres Programms</translation>
    </message>
    <message>
        <source>Check the trace</source>
        <translation>Protokoll prüfen</translation>
    </message>
    <message>
        <source>The program stops at the first solution</source>
        <translation>Das Programm hält bei der ersten Lösung an</translation>
    </message>
    <message>
        <source>the pasted trace</source>
        <translation>das eingefügte Protokoll</translation>
    </message>
    <message>
        <source>Back to the built-in search</source>
        <translation>Zurück zur eingebauten Suche</translation>
    </message>
    <message>
        <source>The link&apos;s %1 could not be used: %2 is shown instead</source>
        <translation>%1 aus dem Link war nicht verwendbar: stattdessen wird %2 gezeigt</translation>
    </message>
    <message>
        <source>Keys: Right step, Left step back, Space play or pause, Home reset, + and - speed, F8 the first violation of a trace</source>
        <translation>Tasten: Rechts Schritt, Links Schritt zurück, Leertaste Abspielen oder Pause, Pos1 neu starten, + und - Tempo, F8 der erste Verstoß eines Protokolls</translation>
    </message>
    <message>
        <source>Made with the N-Queens Visualizer: this page runs the search itself, without a network.</source>
        <translation>Erstellt mit N-Damen-Visualisierer: Diese Seite führt die Suche selbst aus, ohne Netz.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The search starts below your queens</source>
        <translation>Die Suche beginnt unterhalb Ihrer Damen</translation>
    </message>
    <message>
        <source>Settings restored to their defaults</source>
        <translation>Einstellungen auf Standardwerte zurückgesetzt</translation>
    </message>
    <message>
        <source>Text size %1%</source>
        <translation>Textgröße %1 %</translation>
    </message>
    <message>
        <source>A student&apos;s trace has no web link: drop the trace file on the web page to check it there</source>
        <translation>Die Spur eines Schülerprogramms hat keinen Weblink: ziehen Sie die Spurdatei auf die Webseite, um sie dort zu prüfen</translation>
    </message>
    <message>
        <source>Link to step %1 copied: %2</source>
        <translation>Link zu Schritt %1 kopiert: %2</translation>
    </message>
</context>
<context>
    <name>MenuAccessibles</name>
    <message>
        <source>Submenu: Right opens it.</source>
        <translation>Untermenü: Pfeil nach rechts öffnet es.</translation>
    </message>
</context>
<context>
    <name>NarrationLabel</name>
    <message>
        <source>Step %1 · %2</source>
        <translation>Schritt %1 · %2</translation>
    </message>
    <message>
        <source>Paused at a breakpoint</source>
        <translation>An einem Haltepunkt angehalten</translation>
    </message>
    <message>
        <source>Paused at the next solution</source>
        <translation>Bei der nächsten Lösung angehalten</translation>
    </message>
    <message>
        <source>Paused at the next backtrack</source>
        <translation>Beim nächsten Rücksprung angehalten</translation>
    </message>
    <message>
        <source>Paused: a queen was placed in row %1</source>
        <translation>Angehalten: In Zeile %1 wurde eine Dame gesetzt</translation>
    </message>
    <message>
        <source>Paused: a queen was placed in column %1</source>
        <translation>Angehalten: In Spalte %1 wurde eine Dame gesetzt</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>same column</source>
        <translation>gleiche Spalte</translation>
    </message>
    <message>
        <source>same row</source>
        <translation>gleiche Zeile</translation>
    </message>
    <message>
        <source>same diagonal</source>
        <translation>gleiche Diagonale</translation>
    </message>
    <message>
        <source>same anti-diagonal</source>
        <translation>gleiche Gegendiagonale</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>%1: trying %2</source>
        <translation>%1: Versuch in %2</translation>
    </message>
    <message>
        <source>%1: %2 is attacked by the queen in row %3, column %4 (%5)</source>
        <translation>%1: %2 wird von der Dame in Zeile %3, Spalte %4 angegriffen (%5)</translation>
    </message>
    <message>
        <source>%1: %2 is the lowest free square of the bitmask: queen placed</source>
        <translation>%1: %2 ist das niedrigste freie Feld der Bitmaske: Dame gesetzt</translation>
    </message>
    <message>
        <source>%1: %2 is safe: queen placed</source>
        <translation>%1: %2 ist sicher: Dame gesetzt</translation>
    </message>
    <message>
        <source>%1: lifting the queen from %2 to try the next square</source>
        <translation>%1: Die Dame wird von %2 weggenommen, um das nächste Feld zu probieren</translation>
    </message>
    <message>
        <source>Row 0 has no column left to try: the search is over</source>
        <translation>Zeile 0 hat keine Spalte mehr zum Probieren: Die Suche ist beendet</translation>
    </message>
    <message>
        <source>Column 0 has no row left to try: the search is over</source>
        <translation>Spalte 0 hat keine Zeile mehr zum Probieren: Die Suche ist beendet</translation>
    </message>
    <message>
        <source>Row %1 has no safe column left: back to row %2</source>
        <translation>Zeile %1 hat keine sichere Spalte mehr: zurück zu Zeile %2</translation>
    </message>
    <message>
        <source>Column %1 has no safe row left: back to column %2</source>
        <translation>Spalte %1 hat keine sichere Zeile mehr: zurück zu Spalte %2</translation>
    </message>
    <message>
        <source>The search has ended</source>
        <translation>Die Suche ist beendet</translation>
    </message>
    <message>
        <source>No solution exists for N=2: any two squares in different rows and columns of a 2×2 board share a diagonal (the search checked every placement in %1 steps)</source>
        <translation>Für N=2 gibt es keine Lösung: Zwei Felder eines 2×2-Bretts in verschiedenen Zeilen und Spalten liegen immer auf einer Diagonale (die Suche hat jede Aufstellung in %1 Schritten geprüft)</translation>
    </message>
    <message>
        <source>No solution exists for N=%1 (the search checked every placement in %2 steps)</source>
        <translation>Für N=%1 gibt es keine Lösung (die Suche hat jede Aufstellung in %2 Schritten geprüft)</translation>
    </message>
    <message numerus="yes">
        <source>All %1 solutions found in %2 steps</source>
        <translation>
            <numerusform>%1 Lösung in %2 Schritten gefunden: die einzige</numerusform>
            <numerusform>Alle %1 Lösungen in %2 Schritten gefunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Ready: press Play to watch the search, or Step to go one step at a time</source>
        <translation>Bereit: „Abspielen“ startet die Suche, „Schritt“ geht einen Schritt weiter</translation>
    </message>
    <message>
        <source>less than a second</source>
        <translation>weniger als eine Sekunde</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 Stunden</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 Jahre</translation>
    </message>
    <message>
        <source>Count of N=%1 cancelled after %2</source>
        <translation>Zählung für N=%1 nach %2 abgebrochen</translation>
    </message>
    <message numerus="yes">
        <source>N=%1 has %2 solutions, %3 of them fundamental (counted in %4)</source>
        <translation>
            <numerusform>N=%1 hat %2 Lösung, %3 Grundlösung (gezählt in %4)</numerusform>
            <numerusform>N=%1 hat %2 Lösungen, davon %3 Grundlösungen (gezählt in %4)</numerusform>
        </translation>
    </message>
    <message>
        <source>List every solution of N=%1 with its symmetry class, without animation: press Start</source>
        <translation>Jede Lösung für N=%1 mit ihrer Symmetrieklasse auflisten, ohne Animation: Klicken Sie auf „Starten“</translation>
    </message>
    <message>
        <source>Listing the solutions of N=%1… %2 so far (%3%)</source>
        <translation>Lösungen für N=%1 werden aufgelistet… bisher %2 (%3&#xa0;%)</translation>
    </message>
    <message numerus="yes">
        <source>Listing cancelled: the list holds the %1 solutions found so far</source>
        <translation>
            <numerusform>Auflisten abgebrochen: Die Liste enthält die %1 bisher gefundene Lösung</numerusform>
            <numerusform>Auflisten abgebrochen: Die Liste enthält die %1 bisher gefundenen Lösungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %1 solutions of N=%2 listed with their symmetry classes in %3</source>
        <translation>
            <numerusform>%1 Lösung für N=%2 mit ihrer Symmetrieklasse in %3 aufgelistet</numerusform>
            <numerusform>Alle %1 Lösungen für N=%2 mit ihren Symmetrieklassen in %3 aufgelistet</numerusform>
        </translation>
    </message>
    <message>
        <source>. The list holds the first %1: more would not fit in memory</source>
        <translation>. Die Liste enthält die ersten %1: Mehr passen nicht in den Speicher</translation>
    </message>
    <message numerus="yes">
        <source>Solution %1 found: all %n queens are placed and none attacks another</source>
        <translation>
            <numerusform>Lösung %1 gefunden: Die einzige Dame steht, und nichts kann sie angreifen</numerusform>
            <numerusform>Lösung %1 gefunden: Alle %n Damen stehen, und keine greift eine andere an</numerusform>
        </translation>
    </message>
    <message>
        <source>First solution found at step %1; the search stopped there, after %2 steps</source>
        <translation>Erste Lösung in Schritt %1 gefunden; dort endete die Suche, nach %2 Schritten</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>etwa %1</translation>
    </message>
    <message>
        <source>Count the solutions of N=%1 on all cores: press Start. Expected time: %2</source>
        <translation>Lösungen für N=%1 auf allen Kernen zählen: Klicken Sie auf „Starten“. Voraussichtliche Dauer: %2</translation>
    </message>
    <message>
        <source>Counting the solutions of N=%1… %2% done, %3 left</source>
        <translation>Lösungen für N=%1 werden gezählt… %2&#xa0;% erledigt, noch %3</translation>
    </message>
    <message numerus="yes">
        <source>No solution extends these %n queens (the search checked every placement in %1 steps)</source>
        <translation>
            <numerusform>Keine Lösung ergänzt diese Dame (die Suche hat in %1 Schritten jede Stellung geprüft)</numerusform>
            <numerusform>Keine Lösung ergänzt diese %n Damen (die Suche hat in %1 Schritten jede Stellung geprüft)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A solution extends these %n queens: found at step %1</source>
        <translation>
            <numerusform>Eine Lösung ergänzt diese Dame: gefunden in Schritt %1</numerusform>
            <numerusform>Eine Lösung ergänzt diese %n Damen: gefunden in Schritt %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 solutions extend these queens, found in %2 steps</source>
        <translation>
            <numerusform>%1 Lösung ergänzt diese Damen, gefunden in %2 Schritten</numerusform>
            <numerusform>%1 Lösungen ergänzen diese Damen, gefunden in %2 Schritten</numerusform>
        </translation>
    </message>
    <message>
        <source>Count of N=%1 cancelled after %2, %3% done: its next Start offers to continue it</source>
        <translation>Zählung für N=%1 nach %2 bei %3 % abgebrochen: ein erneutes „Starten“ bietet an, sie fortzusetzen</translation>
    </message>
    <message>
        <source>N=%1 has %2 solutions, %3 of them fundamental (continued from %4%, the rest counted in %5)</source>
        <translation>N=%1 hat %2 Lösungen, davon %3 Grundlösungen (fortgesetzt bei %4 %, der Rest gezählt in %5)</translation>
    </message>
    <message>
        <source>No solution exists for N=3: wherever the first queen stands, at most one more fits, so the last row never has a safe square (the search checked every placement in %1 steps)</source>
        <translation>Für N=3 gibt es keine Lösung: Wo die erste Dame auch steht, passt höchstens eine weitere, also hat die letzte Zeile nie ein sicheres Feld (die Suche hat jede Aufstellung in %1 Schritten geprüft)</translation>
    </message>
    <message>
        <source>No solution exists for N=3: wherever the first queen stands, at most one more fits, so the last column never has a safe square (the search checked every placement in %1 steps)</source>
        <translation>Für N=3 gibt es keine Lösung: Wo die erste Dame auch steht, passt höchstens eine weitere, also hat die letzte Spalte nie ein sicheres Feld (die Suche hat jede Aufstellung in %1 Schritten geprüft)</translation>
    </message>
</context>
<context>
    <name>PageCommand</name>
    <message>
        <source>“%1” opens on a student&apos;s trace; a lesson&apos;s web page keeps the built-in search</source>
        <translation type="vanished">„%1“ öffnet auf dem Protokoll eines Schülers; die Webseite einer Lektion zeigt die eingebaute Suche</translation>
    </message>
</context>
<context>
    <name>PageRangeDialog</name>
    <message>
        <source>Export lesson as web page</source>
        <translation>Lektion als Webseite exportieren</translation>
    </message>
    <message>
        <source>The page replays these steps of the search in any browser. It holds at most %1 steps; a page that starts far into the search takes a few seconds to make.</source>
        <translation>Die Seite spielt diese Schritte der Suche in jedem Browser ab. Sie fasst höchstens %1 Schritte; eine Seite, die weit in der Suche beginnt, braucht einige Sekunden.</translation>
    </message>
    <message>
        <source>&amp;From step:</source>
        <translation>&amp;Von Schritt:</translation>
    </message>
    <message>
        <source>&amp;To step:</source>
        <translation>&amp;Bis Schritt:</translation>
    </message>
    <message>
        <source>The last step comes before the first.</source>
        <translation>Der letzte Schritt liegt vor dem ersten.</translation>
    </message>
    <message>
        <source>That is %1 steps; a page holds at most %2.</source>
        <translation>Das sind %1 Schritte; eine Seite fasst höchstens %2.</translation>
    </message>
</context>
<context>
    <name>PathWindowView</name>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>%1: your queen, there from the start</source>
        <translation>%1: Ihre Dame, von Anfang an da</translation>
    </message>
    <message>
        <source>%1: placed at step %2</source>
        <translation>%1: in Schritt %2 gesetzt</translation>
    </message>
    <message>
        <source>%1: being tried now</source>
        <translation>%1: wird gerade probiert</translation>
    </message>
    <message>
        <source>%1: explored, its queen lifted again</source>
        <translation>%1: erkundet, die Dame wieder weggenommen</translation>
    </message>
    <message>
        <source>%1: rejected, attacked by a queen above</source>
        <translation>%1: verworfen, von einer Dame darüber angegriffen</translation>
    </message>
    <message>
        <source>%1: attacked, never tried by the bitmask</source>
        <translation>%1: angegriffen, von der Bitmaske nie probiert</translation>
    </message>
    <message>
        <source>%1: not tried yet</source>
        <translation>%1: noch nicht probiert</translation>
    </message>
    <message>
        <source>searching</source>
        <translation>sucht</translation>
    </message>
    <message>
        <source>your queen</source>
        <translation>Ihre Dame</translation>
    </message>
</context>
<context>
    <name>PlacementArrayView</name>
    <message>
        <source>column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>row</source>
        <translation>Zeile</translation>
    </message>
</context>
<context>
    <name>PracticeMode</name>
    <message>
        <source>Try it yourself</source>
        <translation>Selbst ausprobieren</translation>
    </message>
    <message>
        <source>Place queens by hand: click a square, or move with the arrow keys and press Enter. The panel says why a square is unsafe; Hint shows the square the algorithm would choose, and the search can continue from your queens.</source>
        <translation>Damen von Hand setzen: Klicken Sie auf ein Feld, oder gehen Sie mit den Pfeiltasten hin und drücken Sie Enter. Der Bereich sagt, warum ein Feld nicht sicher ist; „Hinweis“ zeigt das Feld, das der Algorithmus wählen würde, und die Suche kann von Ihren Damen aus weitergehen.</translation>
    </message>
</context>
<context>
    <name>PracticePanel</name>
    <message>
        <source>Click a square (or move with the arrow keys and press Enter) to put a queen there or lift it. One queen per row, as in the array cols[row].</source>
        <translation>Klicken Sie auf ein Feld (oder gehen Sie mit den Pfeiltasten hin und drücken Sie Enter), um dort eine Dame hinzustellen oder sie wegzunehmen. Eine Dame pro Zeile, wie im Array cols[row].</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Show the square the backtracking algorithm would choose next (H)</source>
        <translation>Das Feld zeigen, das der Backtracking-Algorithmus als Nächstes wählen würde (H)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Lift every queen</source>
        <translation>Alle Damen wegnehmen</translation>
    </message>
    <message>
        <source>&amp;Continue the search from here</source>
        <translation>Suche &amp;von hier fortsetzen</translation>
    </message>
    <message>
        <source>Start the search below your queens: it finds every solution that keeps them</source>
        <translation>Die Suche unterhalb Ihrer Damen starten: Sie findet jede Lösung, die diese Damen enthält</translation>
    </message>
    <message>
        <source>Back to the search</source>
        <translation>Zurück zur Suche</translation>
    </message>
    <message>
        <source>Leave Try it yourself (T)</source>
        <translation>„Selbst ausprobieren“ verlassen (T)</translation>
    </message>
    <message>
        <source>Hint: the algorithm would try row %1, column %2 next: the first safe square of %3.</source>
        <translation>Hinweis: Der Algorithmus würde als Nächstes Zeile %1, Spalte %2 probieren: das erste sichere Feld von %3.</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>Hint: row %1 has no safe square left. The algorithm would backtrack: lift the queen in row %2 and move it further right.</source>
        <translation>Hinweis: Zeile %1 hat kein sicheres Feld mehr. Der Algorithmus würde zurückspringen: die Dame in Zeile %2 wegnehmen und weiter nach rechts setzen.</translation>
    </message>
    <message>
        <source>Hint: column %1 has no safe square left. The algorithm would backtrack: lift the queen in column %2 and move it further down.</source>
        <translation>Hinweis: Spalte %1 hat kein sicheres Feld mehr. Der Algorithmus würde zurückspringen: die Dame in Spalte %2 wegnehmen und weiter nach unten setzen.</translation>
    </message>
    <message>
        <source>Hint: the queens in row %1, column %2 and row %3, column %4 attack each other. Lift one of them first.</source>
        <translation>Hinweis: Die Damen in Zeile %1, Spalte %2 und Zeile %3, Spalte %4 greifen sich gegenseitig an. Nehmen Sie zuerst eine davon weg.</translation>
    </message>
    <message>
        <source>The queen in row %1, column %2 is lifted.</source>
        <translation>Die Dame in Zeile %1, Spalte %2 ist weggenommen.</translation>
    </message>
    <message>
        <source>Nothing left to do: this is a solution.</source>
        <translation>Nichts mehr zu tun: Das ist eine Lösung.</translation>
    </message>
    <message>
        <source>Every level has a queen.</source>
        <translation>Jede Ebene hat eine Dame.</translation>
    </message>
    <message>
        <source>Lift the queens that attack each other first.</source>
        <translation>Nehmen Sie zuerst die Damen weg, die sich gegenseitig angreifen.</translation>
    </message>
    <message>
        <source>Place some queens first.</source>
        <translation>Setzen Sie zuerst einige Damen.</translation>
    </message>
    <message>
        <source>The search fills rows from the top: put your queens in rows 0, 1, 2, … without gaps.</source>
        <translation>Die Suche füllt die Zeilen von oben: Setzen Sie Ihre Damen in die Zeilen 0, 1, 2, … und lassen Sie keine Lücke.</translation>
    </message>
    <message>
        <source>The search fills columns from the left: put your queens in columns 0, 1, 2, … without gaps.</source>
        <translation>Die Suche füllt die Spalten von links: Setzen Sie Ihre Damen in die Spalten 0, 1, 2, … und lassen Sie keine Lücke.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is safe: no queen attacks it.</source>
        <translation>Zeile %1, Spalte %2 ist sicher: Keine Dame greift das Feld an.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is not safe: the queen in row %3, column %4 attacks it (%5).</source>
        <translation>Zeile %1, Spalte %2 ist nicht sicher: Die Dame in Zeile %3, Spalte %4 greift das Feld an (%5).</translation>
    </message>
    <message>
        <source>An empty %1×%1 board: place the first queen.</source>
        <translation>Ein leeres %1×%1-Brett: Setzen Sie die erste Dame.</translation>
    </message>
    <message>
        <source>%1 of %2 queens placed, none attacks another.</source>
        <translation>%1 von %2 Damen gesetzt, keine greift eine andere an.</translation>
    </message>
    <message>
        <source>Queens attacking it in all: %1.</source>
        <translation>Angreifende Damen insgesamt: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs of queens attack each other.</source>
        <translation>
            <numerusform>%n Damenpaar greift sich gegenseitig an.</numerusform>
            <numerusform>%n Damenpaare greifen sich gegenseitig an.</numerusform>
        </translation>
    </message>
    <message>
        <source>The queens in row %1, column %2 and row %3, column %4 attack each other.</source>
        <translation>Die Damen in Zeile %1, Spalte %2 und Zeile %3, Spalte %4 greifen sich gegenseitig an.</translation>
    </message>
    <message numerus="yes">
        <source>%n more pairs of queens attack each other.</source>
        <translation>
            <numerusform>%n weiteres Damenpaar greift sich gegenseitig an.</numerusform>
            <numerusform>%n weitere Damenpaare greifen sich gegenseitig an.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved! %n queens and none attacks another.</source>
        <translation>
            <numerusform>Gelöst! %n Dame, und nichts kann sie angreifen.</numerusform>
            <numerusform>Gelöst! %n Damen, und keine greift eine andere an.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProgramPanel</name>
    <message>
        <source>No program was run: the command line is empty</source>
        <translation>Kein Programm gestartet: Die Befehlszeile ist leer</translation>
    </message>
    <message>
        <source>the system refused to start it</source>
        <translation>das System hat den Start verweigert</translation>
    </message>
    <message>
        <source>%1 could not be started in the folder %2: %3</source>
        <translation>%1 konnte im Ordner %2 nicht gestartet werden: %3</translation>
    </message>
    <message>
        <source>Your program</source>
        <translation>Ihr Programm</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Stop the program and everything it started</source>
        <translation>Das Programm und alles, was es gestartet hat, beenden</translation>
    </message>
    <message>
        <source>Your program&apos;s run</source>
        <translation>Der Lauf Ihres Programms</translation>
    </message>
    <message>
        <source>What your program printed besides its trace</source>
        <translation>Was Ihr Programm außer seinem Protokoll ausgegeben hat</translation>
    </message>
    <message>
        <source>Running %1 in %2: %3 lines read, %4 s of its %5 s</source>
        <translation>%1 läuft in %2: %3 Zeilen gelesen, %4 s von %5 s</translation>
    </message>
    <message>
        <source>Standard error:</source>
        <translation>Standardfehlerausgabe:</translation>
    </message>
    <message>
        <source>%1 ended with exit status %2 after %3 s</source>
        <translation>%1 endete nach %3 s mit dem Exit-Status %2</translation>
    </message>
    <message>
        <source>%1 was ended by a signal after %2 s (it crashed or was killed)</source>
        <translation>%1 wurde nach %2 s durch ein Signal beendet (abgestürzt oder getötet)</translation>
    </message>
    <message>
        <source>%1 was stopped after %2 s</source>
        <translation>%1 wurde nach %2 s angehalten</translation>
    </message>
    <message>
        <source>%1 was stopped at its time limit of %2 s</source>
        <translation>%1 wurde an seinem Zeitlimit von %2 s angehalten</translation>
    </message>
    <message>
        <source>%1 was stopped after %2 s: its trace reached %3 events, the most a trace may hold</source>
        <translation>%1 wurde nach %2 s angehalten: Sein Protokoll erreichte %3 Ereignisse, so viele, wie ein Protokoll höchstens haben darf</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>%1 lines read: %2 events, %3 of its own output</source>
        <translation>%1 Zeilen gelesen: %2 Ereignisse, %3 eigene Ausgaben</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es) of the program ended with the run</source>
        <translation>
            <numerusform>%n Prozess des Programms wurde mit dem Lauf beendet</numerusform>
            <numerusform>%n Prozesse des Programms wurden mit dem Lauf beendet</numerusform>
        </translation>
    </message>
    <message>
        <source>Its standard input is empty: a prompt for input reads the end of the input (give N as an argument, {N}, instead)</source>
        <translation>Seine Standardeingabe ist leer: Eine Eingabeaufforderung liest das Ende der Eingabe (geben Sie N stattdessen als Argument an, {N})</translation>
    </message>
    <message>
        <source>Standard output:</source>
        <translation>Standardausgabe:</translation>
    </message>
    <message>
        <source>Some of its processes (group %1) could not be ended</source>
        <translation>Einige seiner Prozesse (Gruppe %1) konnten nicht beendet werden</translation>
    </message>
    <message>
        <source>(%1 bytes in all; the first %2 are shown)</source>
        <translation>(%1 Bytes insgesamt; die ersten %2 werden gezeigt)</translation>
    </message>
    <message>
        <source>The trace %1: %2 lines, %3 events, %4 of the program&apos;s own output</source>
        <translation type="vanished">Das Protokoll %1: %2 Zeilen, %3 Ereignisse, %4 eigene Ausgaben des Programms</translation>
    </message>
    <message>
        <source>Its own output (the lines that are not events):</source>
        <translation>Seine eigene Ausgabe (die Zeilen, die keine Ereignisse sind):</translation>
    </message>
    <message>
        <source>line %1: </source>
        <translation>Zeile %1: </translation>
    </message>
    <message>
        <source>(not an event) </source>
        <translation>(kein Ereignis) </translation>
    </message>
    <message>
        <source>… and %1 more lines</source>
        <translation>… und %1 weitere Zeilen</translation>
    </message>
    <message>
        <source>The program you ran from Run ▸ Run your own program: its command line, how long it ran, how it ended (its exit status, or why it was stopped) and what it printed besides its trace: its standard error and its own lines. Stop ends it and everything it started.</source>
        <translation type="vanished">Das Programm, das Sie mit Ausführen ▸ Ihr eigenes Programm ausführen gestartet haben: seine Befehlszeile, wie lange es lief, wie es endete (sein Exit-Status oder warum es angehalten wurde) und was es außer seinem Protokoll ausgab: seine Standardfehlerausgabe und seine eigenen Zeilen. „Anhalten“ beendet es und alles, was es gestartet hat.</translation>
    </message>
    <message>
        <source>The program you ran from Run ▸ Run your own program: its command line, how long it ran, how it ended (its exit status, or why it was stopped) and what it printed besides its trace: its standard error and its own lines. Stop ends it and everything it started. For a trace shown from a file or a lesson: its name and the program&apos;s own lines it holds.</source>
        <translation>Das Programm, das Sie mit Ausführen ▸ Ihr eigenes Programm ausführen gestartet haben: seine Befehlszeile, wie lange es lief, wie es endete (sein Exit-Status oder warum es angehalten wurde) und was es außer seinem Protokoll ausgab: seine Standardfehlerausgabe und seine eigenen Zeilen. „Anhalten“ beendet es und alles, was es gestartet hat. Bei einem Protokoll aus einer Datei oder einer Lektion: sein Name und die eigenen Zeilen des Programms, die es enthält.</translation>
    </message>
    <message>
        <source>The trace file “%1”, read without running the program</source>
        <translation>Die Protokolldatei „%1“, gelesen, ohne das Programm auszuführen</translation>
    </message>
    <message>
        <source>The trace “%1” the lesson holds, shown without running the program</source>
        <translation>Das Protokoll „%1“ aus der Lektion, angezeigt, ohne das Programm auszuführen</translation>
    </message>
</context>
<context>
    <name>Pseudocode</name>
    <message>
        <source>all rows filled</source>
        <translation>alle Zeilen belegt</translation>
    </message>
    <message>
        <source>all columns filled</source>
        <translation>alle Spalten belegt</translation>
    </message>
    <message>
        <source>report the solution</source>
        <translation>Lösung melden</translation>
    </message>
    <message>
        <source>lowest bit</source>
        <translation>tiefstes Bit</translation>
    </message>
    <message>
        <source>place a queen at p</source>
        <extracomment>p is code: the bit of the chosen square</extracomment>
        <translation>Dame auf p setzen</translation>
    </message>
    <message>
        <source>next row</source>
        <translation>nächste Zeile</translation>
    </message>
    <message>
        <source>next column</source>
        <translation>nächste Spalte</translation>
    </message>
    <message>
        <source>remove the queen</source>
        <translation>Dame entfernen</translation>
    </message>
    <message>
        <source>no column left: back to row r - 1</source>
        <translation>keine Spalte mehr: zurück zu r - 1</translation>
    </message>
    <message>
        <source>no row left: back to column c - 1</source>
        <translation>keine Zeile mehr: zurück zu c - 1</translation>
    </message>
    <message>
        <source>empty board</source>
        <translation>leeres Brett</translation>
    </message>
    <message>
        <source>for each column c of row r:</source>
        <translation>für jede Spalte c der Zeile r:</translation>
    </message>
    <message>
        <source>place a queen: %1</source>
        <extracomment>%1 is code: the queen&apos;s column is stored in the array cols[row]
----------
%1 is code: in column order the queen&apos;s row is stored in the array rows[column]</extracomment>
        <translation>Dame setzen: %1</translation>
    </message>
    <message>
        <source>remove the queen: %1</source>
        <extracomment>%1 is code: the row&apos;s entry of the array is emptied
----------
%1 is code: the column&apos;s entry of the array is emptied</extracomment>
        <translation>Dame entfernen: %1</translation>
    </message>
    <message>
        <source>for each row r of column c:</source>
        <translation>für jede Zeile r der Spalte c:</translation>
    </message>
    <message>
        <source>the search is over</source>
        <translation>die Suche ist beendet</translation>
    </message>
    <message>
        <source>queens above row r</source>
        <translation>Damen über Zeile r</translation>
    </message>
    <message>
        <source>same column</source>
        <translation>gleiche Spalte</translation>
    </message>
    <message>
        <source>same diagonal</source>
        <translation>gleiche Diagonale</translation>
    </message>
    <message>
        <source>queens left of column c</source>
        <translation>Damen links von Spalte c</translation>
    </message>
    <message>
        <source>same row</source>
        <translation>gleiche Zeile</translation>
    </message>
    <message>
        <source>no queen attacks</source>
        <translation>kein Angriff</translation>
    </message>
    <message>
        <source>three looks, no loop</source>
        <translation>nur drei Abfragen</translation>
    </message>
    <message>
        <source>mark its lines</source>
        <translation>Linien markieren</translation>
    </message>
    <message>
        <source>clear them</source>
        <translation>wieder freigeben</translation>
    </message>
    <message>
        <source>N ones</source>
        <translation>N Einsen</translation>
    </message>
    <message>
        <source>↘ shifts right</source>
        <translation>↘ nach rechts</translation>
    </message>
    <message>
        <source>↘ shifts down</source>
        <translation>↘ nach unten</translation>
    </message>
    <message>
        <source>↙ shifts left</source>
        <translation>↙ nach links</translation>
    </message>
    <message>
        <source>↗ shifts up</source>
        <translation>↗ nach oben</translation>
    </message>
    <message>
        <source>Scan the earlier queens</source>
        <translation>Frühere Damen vergleichen</translation>
    </message>
    <message>
        <source>Occupancy arrays</source>
        <translation>Belegungsarrays</translation>
    </message>
    <message>
        <source>Bitmasks</source>
        <translation>Bitmasken</translation>
    </message>
    <message>
        <source>The board is kept as one array: cols[i] is the column of the queen in row i. To test a square, the program compares it with every queen above it: the same column means cols[i] == c, the same diagonal means the rows are as far apart as the columns (|r - i| == |c - cols[i]|). It needs no extra memory, but row r costs up to r comparisons.</source>
        <translation>Das Brett wird als ein einziges Array gespeichert: cols[i] ist die Spalte der Dame in Zeile i. Um ein Feld zu prüfen, vergleicht das Programm es mit jeder Dame darüber: Gleiche Spalte heißt cols[i] == c, gleiche Diagonale heißt, die Zeilen liegen so weit auseinander wie die Spalten (|r - i| == |c - cols[i]|). Das braucht keinen zusätzlichen Speicher, aber Zeile r kostet bis zu r Vergleiche.</translation>
    </message>
    <message>
        <source>The board is kept as one array: rows[j] is the row of the queen in column j. To test a square, the program compares it with every queen to its left: the same row means rows[j] == r, the same diagonal means the columns are as far apart as the rows (|c - j| == |r - rows[j]|). It needs no extra memory, but column c costs up to c comparisons.</source>
        <translation>Das Brett wird als ein einziges Array gespeichert: rows[j] ist die Zeile der Dame in Spalte j. Um ein Feld zu prüfen, vergleicht das Programm es mit jeder Dame links davon: Gleiche Zeile heißt rows[j] == r, gleiche Diagonale heißt, die Spalten liegen so weit auseinander wie die Zeilen (|c - j| == |r - rows[j]|). Das braucht keinen zusätzlichen Speicher, aber Spalte c kostet bis zu c Vergleiche.</translation>
    </message>
    <message>
        <source>Three arrays of yes/no flags remember which lines already hold a queen: one flag per column, one per ↘ diagonal (numbered r - c + N - 1) and one per ↙ diagonal (numbered r + c). A square is safe when its three flags are clear: three look-ups, however many queens stand on the board. Placing a queen sets its three flags, removing it clears them.</source>
        <translation>Drei Arrays mit Ja/Nein-Markierungen merken sich, auf welchen Linien schon eine Dame steht: eine Markierung pro Spalte, eine pro ↘-Diagonale (nummeriert r - c + N - 1) und eine pro ↙-Diagonale (nummeriert r + c). Ein Feld ist sicher, wenn seine drei Markierungen frei sind: drei Abfragen, egal wie viele Damen auf dem Brett stehen. Beim Setzen einer Dame werden ihre drei Markierungen gesetzt, beim Wegnehmen wieder gelöscht.</translation>
    </message>
    <message>
        <source>Three arrays of yes/no flags remember which lines already hold a queen: one flag per row, one per ↘ diagonal (numbered r - c + N - 1) and one per ↙ diagonal (numbered r + c). A square is safe when its three flags are clear: three look-ups, however many queens stand on the board. Placing a queen sets its three flags, removing it clears them.</source>
        <translation>Drei Arrays mit Ja/Nein-Markierungen merken sich, auf welchen Linien schon eine Dame steht: eine Markierung pro Zeile, eine pro ↘-Diagonale (nummeriert r - c + N - 1) und eine pro ↙-Diagonale (nummeriert r + c). Ein Feld ist sicher, wenn seine drei Markierungen frei sind: drei Abfragen, egal wie viele Damen auf dem Brett stehen. Beim Setzen einer Dame werden ihre drei Markierungen gesetzt, beim Wegnehmen wieder gelöscht.</translation>
    </message>
    <message>
        <source>Each row is handled as a number whose bit c stands for column c. Three numbers mark the squares of the current row that are attacked along a column (cols) or a diagonal (ld, rd); one expression, ~(cols | ld | rd) &amp; full, gives every safe square at once, and free &amp; -free takes the lowest of them. Only safe squares are ever chosen, so there is nothing to try and no conflict to show. Going one row down shifts the diagonal masks one column, because a diagonal moves one column per row.</source>
        <translation>Jede Zeile wird als Zahl behandelt, deren Bit c für Spalte c steht. Drei Zahlen markieren die Felder der aktuellen Zeile, die entlang einer Spalte (cols) oder einer Diagonale (ld, rd) angegriffen werden; ein einziger Ausdruck, ~(cols | ld | rd) &amp; full, liefert alle sicheren Felder auf einmal, und free &amp; -free nimmt das niedrigste davon. Es werden nur sichere Felder gewählt, also gibt es nichts zu probieren und keinen Konflikt zu zeigen. Eine Zeile tiefer verschieben sich die Diagonalmasken um eine Spalte, weil eine Diagonale pro Zeile um eine Spalte weiterrückt.</translation>
    </message>
    <message>
        <source>Each column is handled as a number whose bit r stands for row r. Three numbers mark the squares of the current column that are attacked along a row (rows) or a diagonal (ld, rd); one expression, ~(rows | ld | rd) &amp; full, gives every safe square at once, and free &amp; -free takes the lowest of them. Only safe squares are ever chosen, so there is nothing to try and no conflict to show. Going one column right shifts the diagonal masks one row, because a diagonal moves one row per column.</source>
        <translation>Jede Spalte wird als Zahl behandelt, deren Bit r für Zeile r steht. Drei Zahlen markieren die Felder der aktuellen Spalte, die entlang einer Zeile (rows) oder einer Diagonale (ld, rd) angegriffen werden; ein einziger Ausdruck, ~(rows | ld | rd) &amp; full, liefert alle sicheren Felder auf einmal, und free &amp; -free nimmt das niedrigste davon. Es werden nur sichere Felder gewählt, also gibt es nichts zu probieren und keinen Konflikt zu zeigen. Eine Spalte weiter rechts verschieben sich die Diagonalmasken um eine Zeile, weil eine Diagonale pro Spalte um eine Zeile weiterrückt.</translation>
    </message>
    <message>
        <source>one is enough</source>
        <translation>eine genügt</translation>
    </message>
    <message>
        <source>look for more</source>
        <translation>weitersuchen</translation>
    </message>
</context>
<context>
    <name>PseudocodeView</name>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Safety check</source>
        <translation>Sicherheitsprüfung</translation>
    </message>
    <message>
        <source>Backtracking row by row: one queen per row, its column chosen by the loop</source>
        <translation>Backtracking zeilenweise: eine Dame pro Zeile, ihre Spalte wählt die Schleife</translation>
    </message>
    <message>
        <source>Backtracking column by column: one queen per column, its row chosen by the loop</source>
        <translation>Backtracking spaltenweise: eine Dame pro Spalte, ihre Zeile wählt die Schleife</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudocode</translation>
    </message>
    <message>
        <source>Algorithm pseudocode</source>
        <translation>Pseudocode des Algorithmus</translation>
    </message>
    <message>
        <source>Safety check pseudocode: %1</source>
        <translation>Pseudocode der Sicherheitsprüfung: %1</translation>
    </message>
    <message>
        <source>How the safety check works</source>
        <translation>So funktioniert die Sicherheitsprüfung</translation>
    </message>
</context>
<context>
    <name>RunController</name>
    <message>
        <source>The search ends at step %1: it has no step %2</source>
        <translation>Die Suche endet bei Schritt %1: Einen Schritt %2 gibt es nicht</translation>
    </message>
    <message numerus="yes">
        <source>The search finds %n solution(s) in all: it has no solution %1</source>
        <translation>
            <numerusform>Die Suche findet insgesamt %n Lösung: Eine Lösung %1 gibt es nicht</numerusform>
            <numerusform>Die Suche findet insgesamt %n Lösungen: Eine Lösung %1 gibt es nicht</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunProgramDialog</name>
    <message>
        <source>Run my program</source>
        <translation>Mein Programm ausführen</translation>
    </message>
    <message>
        <source>&amp;Command line ({N} is the board size):</source>
        <translation>&amp;Befehlszeile ({N} ist die Brettgröße):</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Folder it runs in:</source>
        <translation>&amp;Ordner, in dem es läuft:</translation>
    </message>
    <message>
        <source>Board si&amp;ze N:</source>
        <translation>Brettgröße &amp;N:</translation>
    </message>
    <message>
        <source>&amp;It stops at the first solution</source>
        <translation>Es hält bei der &amp;ersten Lösung an</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Time limit:</source>
        <translation>&amp;Zeitlimit:</translation>
    </message>
    <message>
        <source>The program runs in a process group of its own, its output read as a trace. Stop, closing the window or the time limit ends it and everything it started.</source>
        <translation>Das Programm läuft in einer eigenen Prozessgruppe, seine Ausgabe wird als Protokoll gelesen. „Anhalten“, das Schließen des Fensters oder das Zeitlimit beendet es und alles, was es gestartet hat.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>The folder your program runs in</source>
        <translation>Der Ordner, in dem Ihr Programm läuft</translation>
    </message>
</context>
<context>
    <name>RunStatusLabel</name>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>%1 · N=%2 · step %3</source>
        <translation>%1 · N=%2 · Schritt %3</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Try it yourself · the search waits at step %1 (N=%2)</source>
        <translation>Selbst ausprobieren · die Suche wartet bei Schritt %1 (N=%2)</translation>
    </message>
    <message>
        <source>%1 · N=%2</source>
        <translation>%1 · N=%2</translation>
    </message>
    <message>
        <source>Going to step %1: %2% · N=%3 · Space stops</source>
        <translation>Unterwegs zu Schritt %1: %2 % · N=%3 · Leertaste hält an</translation>
    </message>
    <message>
        <source>Going to solution %1: %2 found · N=%3 · Space stops</source>
        <translation>Unterwegs zu Lösung %1: %2 gefunden · N=%3 · Leertaste hält an</translation>
    </message>
    <message>
        <source>%1 · your program&apos;s trace · %2 · N=%3 · step %4 of %5</source>
        <translation>%1 · Protokoll Ihres Programms · %2 · N=%3 · Schritt %4 von %5</translation>
    </message>
</context>
<context>
    <name>ScreenBlank</name>
    <message>
        <source>Blank screen</source>
        <translation>Schwarzer Bildschirm</translation>
    </message>
    <message>
        <source>Press any key to show the board again</source>
        <translation>Eine beliebige Taste zeigt das Brett wieder</translation>
    </message>
    <message>
        <source>In presentation mode: blank the screen, as a clicker&apos;s blank button does (any key shows it again); there %1 runs to the next backtrack and %2 goes to the next bookmark</source>
        <translation>Im Präsentationsmodus: den Bildschirm schwarz schalten, wie es die Schwarzbild-Taste eines Presenters tut (jede Taste zeigt ihn wieder); dort läuft %1 zum nächsten Rücksprung und %2 geht zum nächsten Lesezeichen</translation>
    </message>
</context>
<context>
    <name>SearchTreeLegend</name>
    <message>
        <source>on the board</source>
        <translation>auf dem Brett</translation>
    </message>
    <message>
        <source>lifted</source>
        <translation>weggenommen</translation>
    </message>
    <message>
        <source>just lifted</source>
        <translation>gerade weggenommen</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>trying</source>
        <translation>wird probiert</translation>
    </message>
    <message>
        <source>explored</source>
        <translation>erkundet</translation>
    </message>
    <message>
        <source>ruled out by the mask</source>
        <translation>von der Maske ausgeschlossen</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>verworfen</translation>
    </message>
    <message>
        <source>numbers: rows</source>
        <translation>Zahlen: Zeilen</translation>
    </message>
    <message>
        <source>numbers: columns</source>
        <translation>Zahlen: Spalten</translation>
    </message>
</context>
<context>
    <name>SearchTreeNames</name>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>C%1</source>
        <translation>S%1</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>Z%1</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
</context>
<context>
    <name>SearchTreeView</name>
    <message>
        <source>Search tree</source>
        <translation>Suchbaum</translation>
    </message>
    <message>
        <source>The queens placed so far as a tree, one level per row of the board. Arrow keys move between nodes, Enter jumps to the step that placed the queen, plus and minus zoom.</source>
        <translation>Die bisher gesetzten Damen als Baum, eine Ebene pro Zeile des Bretts. Die Pfeiltasten wechseln zwischen den Knoten, Enter springt zu dem Schritt, der die Dame gesetzt hat, Plus und Minus zoomen.</translation>
    </message>
    <message>
        <source>row %1: column %2</source>
        <translation>Zeile %1: Spalte %2</translation>
    </message>
    <message>
        <source>column %1: row %2</source>
        <translation>Spalte %1: Zeile %2</translation>
    </message>
    <message>
        <source>row %1: trying column %2</source>
        <translation>Zeile %1: versucht Spalte %2</translation>
    </message>
    <message>
        <source>column %1: trying row %2</source>
        <translation>Spalte %1: versucht Zeile %2</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>Das Brett ist leer.</translation>
    </message>
    <message>
        <source>Path from the start: %1.</source>
        <translation>Weg vom Start: %1.</translation>
    </message>
</context>
<context>
    <name>SearchUndo</name>
    <message>
        <source>N=%1, step %2</source>
        <translation>N=%1, Schritt %2</translation>
    </message>
    <message>
        <source>Back to the search before: %1</source>
        <translation>Zurück zur vorigen Suche: %1</translation>
    </message>
    <message>
        <source>Forward again to: %1</source>
        <translation>Wieder vor zu: %1</translation>
    </message>
</context>
<context>
    <name>SideDocks</name>
    <message>
        <source>Controls</source>
        <translation>Steuerung</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>The options of the search (board size, goal, order, safety check), the speed, the buttons that run it and its counters. Changing an option starts a new search; Edit ▸ Undo brings the old one back.</source>
        <translation>Die Optionen der Suche (Brettgröße, Ziel, Reihenfolge, Sicherheitsprüfung), das Tempo, die Schaltflächen, die sie ablaufen lassen, und ihre Zähler. Eine geänderte Option startet eine neue Suche; Bearbeiten ▸ Suche rückgängig machen holt die alte zurück.</translation>
    </message>
    <message>
        <source>Every solution found so far, with its number and symmetry class. Show all of them, only one of each class, or all grouped by class; select one to see it on the board (Esc goes back to the search).</source>
        <translation>Jede bisher gefundene Lösung mit ihrer Nummer und Symmetrieklasse. Zeigen Sie alle, nur eine je Klasse oder alle nach Klasse gruppiert; wählen Sie eine aus, um sie auf dem Brett zu sehen (Esc führt zurück zur Suche).</translation>
    </message>
</context>
<context>
    <name>SimpleView</name>
    <message>
        <source>Full view</source>
        <translation>Vollansicht</translation>
    </message>
    <message>
        <source>Show every panel and menu entry (%1)</source>
        <translation>Alle Bereiche und Menüeinträge zeigen (%1)</translation>
    </message>
    <message>
        <source>Simple view: the board, the run&apos;s controls and the pseudocode. %1 shows every panel.</source>
        <translation>Einfache Ansicht: das Brett, die Steuerung des Laufs und der Pseudocode. %1 zeigt alle Bereiche.</translation>
    </message>
    <message>
        <source>Full view: every panel and menu entry. %1 goes back to the Simple view.</source>
        <translation>Vollansicht: alle Bereiche und Menüeinträge. %1 wechselt zurück zur einfachen Ansicht.</translation>
    </message>
</context>
<context>
    <name>SolutionDelegate</name>
    <message>
        <source>Solution %1</source>
        <translation>Lösung %1</translation>
    </message>
</context>
<context>
    <name>SolutionListModel</name>
    <message>
        <source>Solution %1: %2</source>
        <translation>Lösung %1: %2</translation>
    </message>
    <message>
        <source>class %1 · size %2</source>
        <translation type="vanished">Klasse %1 · Größe %2</translation>
    </message>
    <message>
        <source>Solution %1: %2, symmetry class %3</source>
        <translation>Lösung %1: %2, Symmetrieklasse %3</translation>
    </message>
    <message numerus="yes">
        <source>class %1 · %n board(s)</source>
        <translation>
            <numerusform>Klasse %1 · %n Brett</numerusform>
            <numerusform>Klasse %1 · %n Bretter</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolutionsExporter</name>
    <message>
        <source>An export is already running</source>
        <translation>Es läuft bereits ein Export</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Export cancelled: %1 was not written</source>
        <translation>Export abgebrochen: %1 wurde nicht geschrieben</translation>
    </message>
    <message>
        <source>Solutions saved to %1</source>
        <translation>Lösungen gespeichert unter %1</translation>
    </message>
    <message>
        <source>Export solutions</source>
        <translation>Lösungen exportieren</translation>
    </message>
    <message>
        <source>The list is empty: run the search first.</source>
        <translation>Die Liste ist leer: Lassen Sie zuerst die Suche laufen.</translation>
    </message>
    <message>
        <source>Arrays, one a line: [1, 3, 0, 2] (*.txt)</source>
        <translation>Arrays, eines pro Zeile: [1, 3, 0, 2] (*.txt)</translation>
    </message>
    <message>
        <source>Rows of . and Q (*.txt)</source>
        <translation>Zeilen aus . und Q (*.txt)</translation>
    </message>
    <message>
        <source>Grids of _ and Q (*.txt)</source>
        <translation>Gitter aus _ und Q (*.txt)</translation>
    </message>
    <message>
        <source>0/1 matrices (*.txt)</source>
        <translation>0/1-Matrizen (*.txt)</translation>
    </message>
    <message>
        <source>Numbered boards (*.txt)</source>
        <translation>Nummerierte Bretter (*.txt)</translation>
    </message>
    <message>
        <source>LeetCode list (*.txt)</source>
        <translation>LeetCode-Liste (*.txt)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>solutions.txt</source>
        <translation>loesungen.txt</translation>
    </message>
    <message>
        <source>Print handout</source>
        <translation>Handout drucken</translation>
    </message>
    <message numerus="yes">
        <source>Saving %Ln solutions…</source>
        <translation>
            <numerusform>%Ln Lösung wird gespeichert…</numerusform>
            <numerusform>%Ln Lösungen werden gespeichert…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %Ln fundamental solutions of the %1-queens puzzle</source>
        <translation>
            <numerusform>Die %Ln Grundlösung des %1-Damen-Problems</numerusform>
            <numerusform>Die %Ln Grundlösungen des %1-Damen-Problems</numerusform>
        </translation>
    </message>
    <message>
        <source>Solutions of the %1-queens puzzle, grouped by symmetry</source>
        <translation>Lösungen des %1-Damen-Problems, nach Symmetrie gruppiert</translation>
    </message>
    <message>
        <source>Solutions of the %1-queens puzzle</source>
        <translation>Lösungen des %1-Damen-Problems</translation>
    </message>
    <message>
        <source>Save handout</source>
        <translation>Handout speichern</translation>
    </message>
    <message>
        <source>handout.pdf</source>
        <translation>handout.pdf</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message numerus="yes">
        <source>Handout saved to %1 (%Ln pages)</source>
        <translation>
            <numerusform>Handout in %1 gespeichert (%Ln Seite)</numerusform>
            <numerusform>Handout in %1 gespeichert (%Ln Seiten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message numerus="yes">
        <source>all %Ln listed solutions</source>
        <translation>
            <numerusform>die %Ln aufgelistete Lösung</numerusform>
            <numerusform>alle %Ln aufgelisteten Lösungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %Ln selected solutions</source>
        <translation>
            <numerusform>die %Ln ausgewählte Lösung</numerusform>
            <numerusform>die %Ln ausgewählten Lösungen</numerusform>
        </translation>
    </message>
    <message>
        <source>the first %1 of the %2 listed solutions</source>
        <translation>die ersten %1 der %2 aufgelisteten Lösungen</translation>
    </message>
    <message>
        <source>Print handout: %1</source>
        <translation>Handzettel drucken: %1</translation>
    </message>
    <message>
        <source>Save handout: %1</source>
        <translation>Handzettel speichern: %1</translation>
    </message>
</context>
<context>
    <name>SolutionsPanel</name>
    <message>
        <source>%1 found</source>
        <translation>%1 gefunden</translation>
    </message>
    <message>
        <source> · %1 fundamental</source>
        <translation> · Grundlösungen: %1</translation>
    </message>
    <message>
        <source>Go to solution</source>
        <translation>Zu Lösung springen</translation>
    </message>
    <message>
        <source>Solution number (1 to %1):</source>
        <translation>Nummer der Lösung (1 bis %1):</translation>
    </message>
    <message>
        <source>Solution %1 is not in the list as it is shown now</source>
        <translation>Lösung %1 steht nicht in der Liste, wie sie jetzt angezeigt wird</translation>
    </message>
    <message>
        <source>All solutions, in the order found</source>
        <translation>Alle Lösungen, in Fundreihenfolge</translation>
    </message>
    <message>
        <source>Fundamental solutions only</source>
        <translation>Nur Grundlösungen</translation>
    </message>
    <message>
        <source>All, grouped by symmetry class</source>
        <translation>Alle, nach Symmetrieklasse gruppiert</translation>
    </message>
    <message>
        <source>Fundamental solutions are distinct under the 8 rotations and reflections of the board</source>
        <translation>Grundlösungen lassen sich nicht durch eine der 8 Drehungen und Spiegelungen des Bretts ineinander überführen</translation>
    </message>
    <message>
        <source>Solutions found</source>
        <translation>Gefundene Lösungen</translation>
    </message>
    <message>
        <source>Which solutions to list</source>
        <translation>Welche Lösungen aufgelistet werden</translation>
    </message>
    <message>
        <source>%1 counted · a count lists none</source>
        <translation>%1 gezählt · beim Zählen wird nichts aufgelistet</translation>
    </message>
    <message>
        <source> · the list holds the first %1 (%2 fundamental)</source>
        <translation> · die Liste enthält die ersten %1 (Grundlösungen: %2)</translation>
    </message>
    <message>
        <source>Solution number (none found yet: the search runs on to it):</source>
        <translation>Nummer der Lösung (noch keine gefunden: die Suche läuft bis dorthin weiter):</translation>
    </message>
    <message>
        <source>Solution number (1 to %1 found so far; a later one, the search runs on to):</source>
        <translation>Nummer der Lösung (1 bis %1 bisher gefunden; bis zu einer späteren läuft die Suche weiter):</translation>
    </message>
</context>
<context>
    <name>SpeedScale</name>
    <message>
        <source>Full speed</source>
        <translation>Volles Tempo</translation>
    </message>
    <message>
        <source>One step every %1 s</source>
        <translation>Ein Schritt alle %1 s</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 Schritte/s</translation>
    </message>
</context>
<context>
    <name>SpokenText</name>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
</context>
<context>
    <name>StepSourceBox</name>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Which steps to export</source>
        <translation>Welche Schritte exportiert werden</translation>
    </message>
    <message>
        <source>A &amp;range of steps</source>
        <translation>Ein Be&amp;reich von Schritten</translation>
    </message>
    <message>
        <source>A range of steps</source>
        <translation>Ein Bereich von Schritten</translation>
    </message>
    <message>
        <source>The pat&amp;h to a solution</source>
        <translation>Der &amp;Weg zu einer Lösung</translation>
    </message>
    <message>
        <source>The path to a solution</source>
        <translation>Der Weg zu einer Lösung</translation>
    </message>
    <message>
        <source>&amp;Bookmarked steps</source>
        <translation>Schritte mit &amp;Lesezeichen</translation>
    </message>
    <message>
        <source>Bookmarked steps</source>
        <translation>Schritte mit Lesezeichen</translation>
    </message>
    <message>
        <source>From step</source>
        <translation>Von Schritt</translation>
    </message>
    <message>
        <source>To step</source>
        <translation>Bis Schritt</translation>
    </message>
    <message>
        <source>&amp;from</source>
        <translation>&amp;von</translation>
    </message>
    <message>
        <source>&amp;to</source>
        <translation>&amp;bis</translation>
    </message>
    <message>
        <source>Solution number</source>
        <translation>Nummer der Lösung</translation>
    </message>
    <message>
        <source>of %1 found so far</source>
        <translation>von %1 bisher gefundenen</translation>
    </message>
    <message>
        <source>(no solution found yet)</source>
        <translation>(noch keine Lösung gefunden)</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(no bookmarks)</source>
        <translation>(keine Lesezeichen)</translation>
    </message>
    <message>
        <source>Bookmarked steps to put on the sheet</source>
        <translation>Schritte mit Lesezeichen, die auf das Blatt kommen</translation>
    </message>
    <message>
        <source>From bookmark</source>
        <translation>Von Lesezeichen</translation>
    </message>
    <message>
        <source>To bookmark</source>
        <translation>Bis Lesezeichen</translation>
    </message>
    <message>
        <source>fro&amp;m</source>
        <translation>v&amp;on</translation>
    </message>
    <message>
        <source>t&amp;o</source>
        <translation>b&amp;is</translation>
    </message>
    <message>
        <source>That is %1 boards; a worksheet holds at most %2. Choose fewer steps.</source>
        <translation>Das sind %1 Bretter; ein Arbeitsblatt fasst höchstens %2. Wählen Sie weniger Schritte.</translation>
    </message>
    <message>
        <source>That is %1 frames; an animation holds at most %2. Choose fewer steps.</source>
        <translation>Das sind %1 Bilder; eine Animation hat höchstens %2. Wählen Sie weniger Schritte.</translation>
    </message>
    <message>
        <source>The first bookmark comes after the last one.</source>
        <translation>Das erste Lesezeichen liegt nach dem letzten.</translation>
    </message>
    <message>
        <source>The range is empty: it ends before it starts.</source>
        <translation>Der Bereich ist leer: Er endet, bevor er beginnt.</translation>
    </message>
    <message>
        <source>Tick at least one bookmarked step.</source>
        <translation>Haken Sie mindestens einen Schritt mit Lesezeichen an.</translation>
    </message>
    <message>
        <source>(counting the solutions up to step %1…)</source>
        <translation>(die Lösungen bis Schritt %1 werden gezählt…)</translation>
    </message>
    <message>
        <source>of %1 found by step %2; solution %3 is bookmarked</source>
        <translation>von %1 bis Schritt %2 gefundenen; Lösung %3 hat ein Lesezeichen</translation>
    </message>
    <message>
        <source>of %1 found by step %2, the last bookmark</source>
        <translation>von %1 bis Schritt %2 gefundenen, dem letzten Lesezeichen</translation>
    </message>
</context>
<context>
    <name>StepTimeline</name>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Step %L1 of %L2; the search has ended</source>
        <translation>Schritt %L1 von %L2; die Suche ist beendet</translation>
    </message>
    <message>
        <source>Step %L1 of %L2 run so far</source>
        <translation>Schritt %L1 von bisher %L2</translation>
    </message>
</context>
<context>
    <name>SymmetryView</name>
    <message>
        <source>Symmetries of the selected solution</source>
        <translation>Symmetrien der gewählten Lösung</translation>
    </message>
    <message>
        <source>as found</source>
        <translation>wie gefunden</translation>
    </message>
    <message>
        <source>turned 90°</source>
        <translation>um 90° gedreht</translation>
    </message>
    <message>
        <source>turned 180°</source>
        <translation>um 180° gedreht</translation>
    </message>
    <message>
        <source>turned 270°</source>
        <translation>um 270° gedreht</translation>
    </message>
    <message>
        <source>mirrored left-right</source>
        <translation>links-rechts gespiegelt</translation>
    </message>
    <message>
        <source>mirrored top-bottom</source>
        <translation>oben-unten gespiegelt</translation>
    </message>
    <message>
        <source>flipped on the main diagonal</source>
        <translation>diagonal gespiegelt</translation>
    </message>
    <message>
        <source>flipped on the anti-diagonal</source>
        <translation>gegendiagonal gespiegelt</translation>
    </message>
    <message>
        <source>Select a solution in the list to see its rotations and reflections.</source>
        <translation>Wählen Sie eine Lösung in der Liste, um ihre Drehungen und Spiegelungen zu sehen.</translation>
    </message>
    <message>
        <source>8 different boards: every rotation and reflection gives a new solution.</source>
        <translation>8 verschiedene Bretter: Jede Drehung und Spiegelung ergibt eine neue Lösung.</translation>
    </message>
    <message>
        <source>4 different boards: turning it half way round gives the same solution.</source>
        <translation>4 verschiedene Bretter: Eine halbe Drehung ergibt dieselbe Lösung.</translation>
    </message>
    <message>
        <source>2 different boards: turning it a quarter round gives the same solution.</source>
        <translation>2 verschiedene Bretter: Eine Vierteldrehung ergibt dieselbe Lösung.</translation>
    </message>
    <message>
        <source>1 board: the single queen is its own image.</source>
        <translation>1 Brett: Die einzige Dame ist ihr eigenes Bild.</translation>
    </message>
    <message>
        <source> (same as %1)</source>
        <translation> (wie %1)</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>fundamental form</source>
        <translation>Grundform</translation>
    </message>
</context>
<context>
    <name>TeachingDocks</name>
    <message>
        <source>Call stack</source>
        <translation>Aufrufstapel</translation>
    </message>
    <message>
        <source>Counters by level</source>
        <translation>Zähler je Ebene</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Symmetrie</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudocode</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Suchbaum</translation>
    </message>
    <message>
        <source>Compare the checks</source>
        <translation>Prüfungen vergleichen</translation>
    </message>
    <message>
        <source>The backtracking algorithm as code, the line of the step on the board highlighted. Its second tab shows the safety check that was chosen: the scan over the earlier queens, the occupancy arrays or the bitmasks.</source>
        <translation>Der Backtracking-Algorithmus als Code, die Zeile des Schritts auf dem Brett hervorgehoben. Der zweite Reiter zeigt die gewählte Sicherheitsprüfung: den Vergleich mit den früheren Damen, die Belegungsarrays oder die Bitmasken.</translation>
    </message>
    <message>
        <source>The recursion as a call stack: one frame of solve(r) per row with a queen, the deepest on top, each with the square being tried and the candidates left. A backtrack pops the top frame.</source>
        <translation>Die Rekursion als Aufrufstapel: ein Aufruf von solve(r) für jede Zeile mit einer Dame, der tiefste oben, jeder mit dem gerade probierten Feld und den übrigen Kandidaten. Ein Rücksprung nimmt den obersten Aufruf vom Stapel.</translation>
    </message>
    <message>
        <source>Every square tried so far as a tree: the root is the empty board, each level a row, each node a square tried there. The path to the step on the board stays in view; refused squares and dead ends are marked. Click a node to go to its step.</source>
        <translation>Jedes bisher probierte Feld als Baum: Die Wurzel ist das leere Brett, jede Ebene eine Zeile, jeder Knoten ein dort probiertes Feld. Der Weg zum Schritt auf dem Brett bleibt im Blick; verworfene Felder und Sackgassen sind markiert. Klicken Sie auf einen Knoten, um zu seinem Schritt zu gehen.</translation>
    </message>
    <message>
        <source>For each row (or column, in column order), the placements and the backtracks made there so far: where the search spends its work.</source>
        <translation>Für jede Zeile (oder Spalte, bei spaltenweiser Reihenfolge) die bisherigen Platzierungen und Rücksprünge dort: So sieht man, wo die Suche ihre Arbeit aufwendet.</translation>
    </message>
    <message>
        <source>How many safety checks each of the three methods (scan, arrays, bitmasks) needs for this board size, order and goal, counted on a worker thread.</source>
        <translation>Wie viele Sicherheitsprüfungen jede der drei Methoden (Vergleichen, Arrays, Bitmasken) für diese Brettgröße, Reihenfolge und dieses Ziel braucht, gezählt in einem Hintergrund-Thread.</translation>
    </message>
    <message>
        <source>The selected solution turned and mirrored in the 8 ways a board can be: repeated pictures are greyed, and the smallest form, the class&apos;s fundamental solution, is marked.</source>
        <translation>Die gewählte Lösung, gedreht und gespiegelt auf alle 8 Arten, die ein Brett haben kann: Wiederholte Bilder sind ausgegraut, und die kleinste Form, die Grundlösung der Klasse, ist markiert.</translation>
    </message>
</context>
<context>
    <name>TraceActions</name>
    <message>
        <source>Open a trace of &amp;your program…</source>
        <translation>Protokoll Ihres Progra&amp;mms öffnen…</translation>
    </message>
    <message>
        <source>Open the trace your own program printed of its search (place r c, remove r c, solution…), check it against the rules and step through it</source>
        <translation>Das Protokoll öffnen, das Ihr eigenes Programm von seiner Suche ausgegeben hat (place r c, remove r c, solution…), es an den Regeln prüfen und Schritt für Schritt durchgehen</translation>
    </message>
    <message>
        <source>Go to the first step where your program breaks a rule</source>
        <translation>Zum ersten Schritt gehen, an dem Ihr Programm eine Regel bricht</translation>
    </message>
    <message>
        <source>&amp;Jump to the first violation</source>
        <translation>Zum ersten Versto&amp;ß springen</translation>
    </message>
    <message>
        <source>Run your o&amp;wn program…</source>
        <translation>Ihr eigenes Programm ausführen (&amp;J)…</translation>
    </message>
    <message>
        <source>Run your own program with the board&apos;s N, read the trace it prints while it runs and step through it</source>
        <translation>Ihr eigenes Programm mit dem N des Bretts ausführen, das Protokoll lesen, das es beim Laufen ausgibt, und es Schritt für Schritt durchgehen</translation>
    </message>
    <message>
        <source>Jump to the first violation: the search shown breaks no rule (the built-in search, or a trace of your program that holds)</source>
        <translation>Zum ersten Verstoß springen: Die gezeigte Suche verletzt keine Regel (die eingebaute Suche oder eine Spur deines Programms, die stimmt)</translation>
    </message>
</context>
<context>
    <name>TraceBanner</name>
    <message>
        <source>Go to the first violation (F8)</source>
        <translation>Zum ersten Verstoß (F8)</translation>
    </message>
    <message>
        <source>Back to the built-in search</source>
        <translation>Zurück zur eingebauten Suche</translation>
    </message>
    <message>
        <source>Leave the trace and show the program&apos;s own search again</source>
        <translation>Das Protokoll verlassen und wieder die Suche dieses Programms zeigen</translation>
    </message>
    <message>
        <source>Your program&apos;s search</source>
        <translation>Die Suche Ihres Programms</translation>
    </message>
    <message>
        <source>The search of your program: %1 (N=%2), not the built-in search</source>
        <translation>Die Suche Ihres Programms: %1 (N=%2), nicht die eingebaute Suche</translation>
    </message>
    <message>
        <source>Whose search is shown</source>
        <translation>Wessen Suche gezeigt wird</translation>
    </message>
    <message>
        <source>What checking the trace found</source>
        <translation>Was die Prüfung des Protokolls ergab</translation>
    </message>
    <message>
        <source>Against the reference search</source>
        <translation>Gegenüber der Referenzsuche</translation>
    </message>
</context>
<context>
    <name>TraceController</name>
    <message>
        <source>%1 — your program&apos;s search</source>
        <translation>%1 — Suche Ihres Programms</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>%1 läuft…</translation>
    </message>
</context>
<context>
    <name>TraceNarrator</name>
    <message>
        <source>row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>its column</source>
        <translation>seiner Spalte</translation>
    </message>
    <message>
        <source>its row</source>
        <translation>seiner Zeile</translation>
    </message>
    <message>
        <source>a diagonal</source>
        <translation>einer Diagonale</translation>
    </message>
    <message>
        <source>an anti-diagonal</source>
        <translation>einer Gegendiagonale</translation>
    </message>
    <message>
        <source>no line</source>
        <translation>keiner Linie</translation>
    </message>
    <message>
        <source>Your program tries %1</source>
        <translation>Ihr Programm probiert %1</translation>
    </message>
    <message>
        <source>Your program finds %1 attacked</source>
        <translation>Ihr Programm findet %1 angegriffen</translation>
    </message>
    <message>
        <source>Your program places a queen on %1</source>
        <translation>Ihr Programm setzt eine Dame auf %1</translation>
    </message>
    <message>
        <source>Your program reports solution %1</source>
        <translation>Ihr Programm meldet Lösung %1</translation>
    </message>
    <message>
        <source>Your program lifts the queen from %1</source>
        <translation>Ihr Programm nimmt die Dame von %1 weg</translation>
    </message>
    <message>
        <source>Your program backtracks: level %1 has no square left</source>
        <translation>Ihr Programm springt zurück: Ebene %1 hat kein Feld mehr</translation>
    </message>
    <message>
        <source>Your program says its search is done</source>
        <translation>Ihr Programm meldet das Ende seiner Suche</translation>
    </message>
    <message>
        <source>The trace of %1 ends after %2 steps. Its first violation: %3</source>
        <translation>Das Protokoll von %1 endet nach %2 Schritten. Sein erster Verstoß: %3</translation>
    </message>
    <message>
        <source>The trace of %1 ends after %2 steps. %3</source>
        <translation>Das Protokoll von %1 endet nach %2 Schritten. %3</translation>
    </message>
    <message>
        <source>The trace of %1, %2 steps: press Play to watch your program&apos;s search, or Step to go one step at a time</source>
        <translation>Das Protokoll von %1, %2 Schritte: Drücken Sie „Abspielen“, um die Suche Ihres Programms zu sehen, oder „Schritt“, um Schritt für Schritt zu gehen</translation>
    </message>
    <message>
        <source>a number is missing (the event is written %1)</source>
        <translation>eine Zahl fehlt (das Ereignis wird %1 geschrieben)</translation>
    </message>
    <message>
        <source>%1 is not a whole number from 0 to %2</source>
        <translation>%1 ist keine ganze Zahl von 0 bis %2</translation>
    </message>
    <message>
        <source>%1 is off the board (0 to %2)</source>
        <translation>%1 liegt außerhalb des Bretts (0 bis %2)</translation>
    </message>
    <message>
        <source>%1 is one word too many (the event is written %2)</source>
        <translation>%1 ist ein Wort zu viel (das Ereignis wird %2 geschrieben)</translation>
    </message>
    <message>
        <source>“queen” should follow the square, not %1 (the event is written %2)</source>
        <translation>auf das Feld sollte „queen“ folgen, nicht %1 (das Ereignis wird %2 geschrieben)</translation>
    </message>
    <message>
        <source>the line the queen attacks along is missing (column, row, diagonal or anti-diagonal)</source>
        <translation>die Linie, entlang der die Dame angreift, fehlt (column, row, diagonal oder anti-diagonal)</translation>
    </message>
    <message>
        <source>the line %1 is not column, row, diagonal or anti-diagonal</source>
        <translation>die Linie %1 ist weder column, row, diagonal noch anti-diagonal</translation>
    </message>
    <message>
        <source>the line is %1 bytes long, and an event takes a few words</source>
        <translation>die Zeile ist %1 Bytes lang, ein Ereignis hat nur wenige Wörter</translation>
    </message>
    <message>
        <source>Step %1 (line %2): %3</source>
        <translation>Schritt %1 (Zeile %2): %3</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Line %1: your program wrote %2, which is not an event: %3</source>
        <translation>Zeile %1: Ihr Programm schrieb %2, das ist kein Ereignis: %3</translation>
    </message>
    <message>
        <source>your program placed a queen on %1, where a queen already stands</source>
        <translation>Ihr Programm setzte eine Dame auf %1, wo schon eine Dame steht</translation>
    </message>
    <message>
        <source>your program placed a queen on %1, but the queen on %2 attacks it along %3</source>
        <translation>Ihr Programm setzte eine Dame auf %1, aber die Dame auf %2 greift sie entlang %3 an</translation>
    </message>
    <message>
        <source>your program removed a queen from %1, where none stands</source>
        <translation>Ihr Programm nahm eine Dame von %1 weg, wo keine steht</translation>
    </message>
    <message>
        <source>your program says the queen on %1 attacks %2, but no queen stands there</source>
        <translation>Ihr Programm sagt, die Dame auf %1 greife %2 an, aber dort steht keine Dame</translation>
    </message>
    <message>
        <source>your program says the queen on %1 attacks %2, but it does not</source>
        <translation>Ihr Programm sagt, die Dame auf %1 greife %2 an, aber das tut sie nicht</translation>
    </message>
    <message>
        <source>your program says the queen on %1 attacks %2 along %3, but it attacks it along %4</source>
        <translation>Ihr Programm sagt, die Dame auf %1 greife %2 entlang %3 an, aber sie greift entlang %4 an</translation>
    </message>
    <message>
        <source>your program says %1 is attacked, but no queen attacks it</source>
        <translation>Ihr Programm sagt, %1 werde angegriffen, aber keine Dame greift es an</translation>
    </message>
    <message numerus="yes">
        <source>your program reported a solution with %n queen(s) on the board; a solution has %1</source>
        <translation>
            <numerusform>Ihr Programm meldete eine Lösung mit %n Dame auf dem Brett; eine Lösung hat %1</numerusform>
            <numerusform>Ihr Programm meldete eine Lösung mit %n Damen auf dem Brett; eine Lösung hat %1</numerusform>
        </translation>
    </message>
    <message>
        <source>your program reported the solution %1 again: it was solution %2, on line %3</source>
        <translation>Ihr Programm meldete die Lösung %1 noch einmal: Sie war Lösung %2, in Zeile %3</translation>
    </message>
    <message>
        <source>At the end (line %1): the trace holds %2 of the %3 solutions; your program missed %4, the first of them %5</source>
        <translation>Am Ende (Zeile %1): Das Protokoll enthält %2 der %3 Lösungen; Ihr Programm hat %4 verpasst, die erste davon %5</translation>
    </message>
    <message>
        <source>At the end (line %1): the trace holds no solution, but N=%2 has one, the first %3</source>
        <translation>Am Ende (Zeile %1): Das Protokoll enthält keine Lösung, aber N=%2 hat eine, die erste ist %3</translation>
    </message>
    <message>
        <source>%1 (×%2)</source>
        <translation>%1 (×%2)</translation>
    </message>
    <message>
        <source>Not compared with the reference search: it is far longer than this trace</source>
        <translation>Nicht mit der Referenzsuche verglichen: Sie ist weit länger als dieses Protokoll</translation>
    </message>
    <message>
        <source>Against the reference search: placements %1; the trace reports no tries</source>
        <translation>Gegenüber der Referenzsuche: Platzierungen %1; das Protokoll meldet keine Versuche</translation>
    </message>
    <message>
        <source>Against the reference search: tries %1, placements %2</source>
        <translation>Gegenüber der Referenzsuche: Versuche %1, Platzierungen %2</translation>
    </message>
    <message>
        <source>Your program finds %1 attacked by the queen on %2 along %3</source>
        <translation>Ihr Programm findet %1 von der Dame auf %2 entlang %3 angegriffen</translation>
    </message>
    <message numerus="yes">
        <source>Your program&apos;s search breaks no rule and reports %Ln solution(s) (the first was asked for).</source>
        <translation>
            <numerusform>Die Suche Ihres Programms bricht keine Regel und meldet %Ln Lösung (die erste war verlangt).</numerusform>
            <numerusform>Die Suche Ihres Programms bricht keine Regel und meldet %Ln Lösungen (die erste war verlangt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The trace is empty: N=%1 has %Ln solution(s), and your program reported none</source>
        <translation>
            <numerusform>Das Protokoll ist leer: N=%1 hat %Ln Lösung, und Ihr Programm hat keine gemeldet</numerusform>
            <numerusform>Das Protokoll ist leer: N=%1 hat %Ln Lösungen, und Ihr Programm hat keine gemeldet</numerusform>
        </translation>
    </message>
    <message>
        <source>At the end (line %1): the trace holds %2 of the %3 solutions; your program missed %4 (too many to search for which)</source>
        <translation>Am Ende (Zeile %1): Das Protokoll enthält %2 der %3 Lösungen; Ihr Programm hat %4 verpasst (zu viele, um zu suchen, welche)</translation>
    </message>
    <message>
        <source>At the end (line %1): the trace holds no solution, but N=%2 has solutions</source>
        <translation>Am Ende (Zeile %1): Das Protokoll enthält keine Lösung, aber N=%2 hat Lösungen</translation>
    </message>
    <message>
        <source>Line %1 (%2) ends with an event after your program&apos;s own text, so it was read as the program&apos;s output: a prompt without a newline? The helpers mark their events so that they are read there.</source>
        <translation>Zeile %1 (%2) endet mit einem Ereignis nach eigenem Text Ihres Programms und wurde daher als seine Ausgabe gelesen: eine Eingabeaufforderung ohne Zeilenumbruch? Die Hilfsdateien markieren ihre Ereignisse, damit sie dort gelesen werden.</translation>
    </message>
    <message>
        <source>it wrote nothing on standard error</source>
        <translation>es schrieb nichts auf die Standardfehlerausgabe</translation>
    </message>
    <message>
        <source>Your program was ended by a signal before its search ended: %1</source>
        <translation>Ihr Programm wurde durch ein Signal beendet, bevor seine Suche zu Ende war: %1</translation>
    </message>
    <message>
        <source>Your program ended with exit status %1 before its search ended: %2</source>
        <translation>Ihr Programm endete mit dem Exit-Status %1, bevor seine Suche zu Ende war: %2</translation>
    </message>
    <message numerus="yes">
        <source>Your program&apos;s search breaks no rule as far as it went; it was cut before its end, so its %Ln solution(s) are not compared with all of N&apos;s.</source>
        <translation>
            <numerusform>Die Suche Ihres Programms bricht bis dahin keine Regel; sie wurde vor ihrem Ende abgeschnitten, daher wird ihre %Ln Lösung nicht mit allen von N verglichen.</numerusform>
            <numerusform>Die Suche Ihres Programms bricht bis dahin keine Regel; sie wurde vor ihrem Ende abgeschnitten, daher werden ihre %Ln Lösungen nicht mit allen von N verglichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your program never placed its queen on %1.</source>
        <translation>Ihr Programm hat die Dame dieser Lösung auf %1 nie gesetzt.</translation>
    </message>
    <message numerus="yes">
        <source>Your program held at most %n of its queens together, and never placed its queen on %1 with them.</source>
        <translation>
            <numerusform>Ihr Programm hatte höchstens %n Dame dieser Lösung zugleich auf dem Brett und setzte nie ihre Dame auf %1 dazu.</numerusform>
            <numerusform>Ihr Programm hatte höchstens %n Damen dieser Lösung zugleich auf dem Brett und setzte nie ihre Dame auf %1 dazu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your program&apos;s search breaks no rule and reports all %Ln solution(s).</source>
        <translation>
            <numerusform>Die Suche Ihres Programms bricht keine Regel und meldet die %Ln Lösung.</numerusform>
            <numerusform>Die Suche Ihres Programms bricht keine Regel und meldet alle %Ln Lösungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your program&apos;s search breaks no rule and reports %Ln solution(s).</source>
        <translation>
            <numerusform>Die Suche Ihres Programms bricht keine Regel und meldet %Ln Lösung.</numerusform>
            <numerusform>Die Suche Ihres Programms bricht keine Regel und meldet %Ln Lösungen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TraceOpenDialog</name>
    <message>
        <source>Open a trace of your program</source>
        <translation>Protokoll Ihres Programms öffnen</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Trace &amp;file:</source>
        <translation>Protokoll&amp;datei:</translation>
    </message>
    <message>
        <source>Board si&amp;ze N the program ran with:</source>
        <translation>Brettgröße &amp;N, mit der das Programm lief:</translation>
    </message>
    <message>
        <source>&amp;It stops at the first solution</source>
        <translation>Es hält bei der &amp;ersten Lösung an</translation>
    </message>
    <message>
        <source>The file is only read: nothing it names is ever run.</source>
        <translation>Die Datei wird nur gelesen: Nichts, was sie nennt, wird je ausgeführt.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Traces (*.trace *.txt *.log);;All files (*)</source>
        <translation>Protokolle (*.trace *.txt *.log);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>TraceOpener</name>
    <message>
        <source>Cannot open the trace “%1”: %2</source>
        <translation>Das Protokoll „%1“ kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot read the trace “%1”: %2</source>
        <translation>Das Protokoll „%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Reading and checking the trace “%1”…</source>
        <translation>Das Protokoll „%1“ wird gelesen und geprüft…</translation>
    </message>
</context>
<context>
    <name>ViewingBanner</name>
    <message>
        <source>Viewing solution %1: %2. The search goes on behind it.</source>
        <translation>Lösung %1 wird angezeigt: %2. Die Suche läuft im Hintergrund weiter.</translation>
    </message>
    <message>
        <source>Back to the search (Esc)</source>
        <translation>Zurück zur Suche (Esc)</translation>
    </message>
    <message>
        <source>Viewing solution %1: %2. The search has finished.</source>
        <translation>Lösung %1 wird angezeigt: %2. Die Suche ist beendet.</translation>
    </message>
    <message>
        <source>Viewing solution %1: %2. The search was cancelled.</source>
        <translation>Lösung %1 wird angezeigt: %2. Die Suche wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Viewing solution %1: %2. The search is paused behind it.</source>
        <translation>Lösung %1 wird angezeigt: %2. Die Suche im Hintergrund ist angehalten.</translation>
    </message>
    <message>
        <source>Back to the search: %1</source>
        <translation>Zurück zur Suche: %1</translation>
    </message>
</context>
<context>
    <name>WatchView</name>
    <message>
        <source>Watch: the values the safety check reads</source>
        <translation>Beobachten: die Werte, die die Sicherheitsprüfung liest</translation>
    </message>
    <message>
        <source>The variables of the safety check at this step: the entries it reads are framed, red where they make the square unsafe, green where they leave it free.</source>
        <translation>Die Variablen der Sicherheitsprüfung bei diesem Schritt: Die Einträge, die sie liest, sind umrahmt, rot, wo sie das Feld unsicher machen, grün, wo sie es frei lassen.</translation>
    </message>
</context>
<context>
    <name>WholeTreePainter</name>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
</context>
<context>
    <name>WholeTreeView</name>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>The empty board: step 0</source>
        <translation>Das leere Brett: Schritt 0</translation>
    </message>
    <message>
        <source>%1: placed at step %2</source>
        <translation>%1: in Schritt %2 gesetzt</translation>
    </message>
    <message>
        <source>%1: your queen, there from the start</source>
        <translation>%1: Ihre Dame, von Anfang an da</translation>
    </message>
    <message>
        <source>ahead of the current step</source>
        <translation>nach dem aktuellen Schritt</translation>
    </message>
    <message>
        <source>lifted at step %1</source>
        <translation>in Schritt %1 weggenommen</translation>
    </message>
    <message>
        <source>on the board</source>
        <translation>auf dem Brett</translation>
    </message>
    <message>
        <source>completes solution %1</source>
        <translation>vervollständigt Lösung %1</translation>
    </message>
    <message>
        <source>%1: rejected at step %2</source>
        <translation>%1: in Schritt %2 verworfen</translation>
    </message>
    <message>
        <source>same column</source>
        <translation>gleiche Spalte</translation>
    </message>
    <message>
        <source>same row</source>
        <translation>gleiche Zeile</translation>
    </message>
    <message>
        <source>same diagonal</source>
        <translation>gleiche Diagonale</translation>
    </message>
    <message>
        <source>same anti-diagonal</source>
        <translation>gleiche Gegendiagonale</translation>
    </message>
    <message>
        <source>attacked by the queen in row %1, column %2 (%3)</source>
        <translation>angegriffen von der Dame in Zeile %1, Spalte %2 (%3)</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>St&amp;ep</source>
        <translation>S&amp;chritt</translation>
    </message>
    <message>
        <source>Do the next step of the search</source>
        <translation>Den nächsten Schritt der Suche ausführen</translation>
    </message>
    <message>
        <source>Step bac&amp;k</source>
        <translation>Schritt zurüc&amp;k</translation>
    </message>
    <message>
        <source>Undo the last step</source>
        <translation>Den letzten Schritt rückgängig machen</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Ne&amp;u starten</translation>
    </message>
    <message>
        <source>Start the search again from an empty board</source>
        <translation>Die Suche mit leerem Brett neu beginnen</translation>
    </message>
    <message>
        <source>&amp;Faster</source>
        <translation>Sch&amp;neller</translation>
    </message>
    <message>
        <source>Run faster</source>
        <translation>Schneller laufen lassen</translation>
    </message>
    <message>
        <source>Sl&amp;ower</source>
        <translation>Lan&amp;gsamer</translation>
    </message>
    <message>
        <source>Run slower</source>
        <translation>Langsamer laufen lassen</translation>
    </message>
    <message>
        <source>Bac&amp;k to the search</source>
        <translation>&amp;Zurück zur Suche</translation>
    </message>
    <message>
        <source>Leave the solution you are viewing and show the live search</source>
        <translation>Die angezeigte Lösung verlassen und die laufende Suche zeigen</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>Show the window on the whole screen</source>
        <translation>Das Fenster auf dem ganzen Bildschirm zeigen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>B&amp;eenden</translation>
    </message>
    <message>
        <source>Quit the program</source>
        <translation>Das Programm beenden</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Tast&amp;enkürzel</translation>
    </message>
    <message>
        <source>Show the keyboard shortcuts</source>
        <translation>Die Tastenkürzel anzeigen</translation>
    </message>
    <message>
        <source>About &amp;N-Queens Visualizer</source>
        <translation>Über N-&amp;Damen-Visualisierer</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Version und Lizenz</translation>
    </message>
    <message>
        <source>Next solut&amp;ion</source>
        <translation>&amp;Nächste Lösung</translation>
    </message>
    <message>
        <source>Run at full speed to the next solution, then pause</source>
        <translation>Mit vollem Tempo bis zur nächsten Lösung laufen, dann anhalten</translation>
    </message>
    <message>
        <source>&amp;Next backtrack</source>
        <translation>Nächster &amp;Rücksprung</translation>
    </message>
    <message>
        <source>Run at full speed to the next backtrack, then pause</source>
        <translation>Mit vollem Tempo bis zum nächsten Rücksprung laufen, dann anhalten</translation>
    </message>
    <message>
        <source>L&amp;evel…</source>
        <translation>&amp;Ebene…</translation>
    </message>
    <message>
        <source>Run at full speed until a queen is placed on a chosen level, then pause</source>
        <translation>Mit vollem Tempo laufen, bis auf einer gewählten Ebene eine Dame gesetzt wird, dann anhalten</translation>
    </message>
    <message>
        <source>Clear breakpoints</source>
        <translation>Haltepunkte ent&amp;fernen</translation>
    </message>
    <message>
        <source>Remove every breakpoint (right-click a square to set or remove one)</source>
        <translation>Alle Haltepunkte entfernen (Rechtsklick auf ein Feld setzt oder entfernt einen)</translation>
    </message>
    <message>
        <source>Try it yourself</source>
        <translation>Selbst auspr&amp;obieren</translation>
    </message>
    <message>
        <source>Place queens by hand; the program explains every square</source>
        <translation>Damen von Hand setzen; das Programm erklärt jedes Feld</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>H&amp;inweis</translation>
    </message>
    <message>
        <source>Show the square the backtracking algorithm would choose next</source>
        <translation>Das Feld zeigen, das der Backtracking-Algorithmus als Nächstes wählen würde</translation>
    </message>
    <message>
        <source>Presentation &amp;mode</source>
        <translation>Präsentat&amp;ionsmodus</translation>
    </message>
    <message>
        <source>Full screen, the board as large as possible, large narration and a high-contrast board</source>
        <translation>Vollbild, das Brett so groß wie möglich, große Erklärungszeile und kontrastreiches Brett</translation>
    </message>
    <message>
        <source>Attacke&amp;d squares</source>
        <translation>Angegriffene Fel&amp;der</translation>
    </message>
    <message>
        <source>Tint the squares attacked by the queens on the board</source>
        <translation>Die von den Damen angegriffenen Felder einfärben</translation>
    </message>
    <message>
        <source>Attack &amp;counts</source>
        <translation>Angriffs&amp;zahlen</translation>
    </message>
    <message>
        <source>Show how many queens attack each square</source>
        <translation>Zeigen, wie viele Damen jedes Feld angreifen</translation>
    </message>
    <message>
        <source>C&amp;onflict lines</source>
        <translation>&amp;Konfliktlinien</translation>
    </message>
    <message>
        <source>Draw the line from the attacking queen to a rejected square</source>
        <translation>Die Linie von der angreifenden Dame zum verworfenen Feld zeichnen</translation>
    </message>
    <message>
        <source>Ca&amp;ndidate square</source>
        <translation>Kandidaten&amp;feld</translation>
    </message>
    <message>
        <source>Mark the square being tried</source>
        <translation>Das gerade probierte Feld markieren</translation>
    </message>
    <message>
        <source>Export boar&amp;d…</source>
        <translation>Brett export&amp;ieren…</translation>
    </message>
    <message>
        <source>Save the board as a PNG or SVG picture</source>
        <translation>Das Brett als PNG- oder SVG-Bild speichern</translation>
    </message>
    <message>
        <source>Export solutio&amp;ns…</source>
        <translation>Lösungen e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Save the listed solutions as text (array, dots, grid, matrix, numbered, LeetCode), CSV or JSON</source>
        <translation>Die aufgelisteten Lösungen als Text (Array, Punkte, Gitter, Matrix, nummeriert, LeetCode), CSV oder JSON speichern</translation>
    </message>
    <message>
        <source>&amp;Copy board</source>
        <translation>Brett &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the board to the clipboard as text and as a picture</source>
        <translation>Das Brett als Text und als Bild in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Copy web lin&amp;k</source>
        <translation>Weblink kopieren (&amp;Y)</translation>
    </message>
    <message>
        <source>Copy a link that opens the web page at this step: the same search in any browser, even where the program is not installed</source>
        <translation>Einen Link kopieren, der die Webseite bei diesem Schritt öffnet: dieselbe Suche in jedem Browser, auch wo das Programm nicht installiert ist</translation>
    </message>
    <message>
        <source>Pr&amp;int handout…</source>
        <translation>Hand&amp;out drucken…</translation>
    </message>
    <message>
        <source>Print the selected solutions, or all listed ones, several boards to a page</source>
        <translation>Die ausgewählten oder alle aufgelisteten Lösungen drucken, mehrere Bretter pro Seite</translation>
    </message>
    <message>
        <source>Restore de&amp;faults…</source>
        <translation>Einstellungen &amp;zurücksetzen…</translation>
    </message>
    <message>
        <source>Forget all settings and the window layout</source>
        <translation>Alle Einstellungen und die Fensteranordnung vergessen</translation>
    </message>
    <message>
        <source>&amp;Go to solution…</source>
        <translation>Zu Lösung spring&amp;en…</translation>
    </message>
    <message>
        <source>Show the solution with a given number</source>
        <translation type="vanished">Die Lösung mit einer bestimmten Nummer zeigen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>Aus&amp;führen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;nsicht</translation>
    </message>
    <message>
        <source>H&amp;elp</source>
        <translation>Hilf&amp;e</translation>
    </message>
    <message>
        <source>Ru&amp;n until</source>
        <translation>&amp;Weiter bis</translation>
    </message>
    <message>
        <source>Boar&amp;d theme</source>
        <translation>Brett&amp;farben</translation>
    </message>
    <message>
        <source>Appearan&amp;ce</source>
        <translation>Erscheinungsbil&amp;d</translation>
    </message>
    <message>
        <source>Lang&amp;uage</source>
        <translation>Spra&amp;che</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Overlays</source>
        <translation>&amp;Markierungen</translation>
    </message>
    <message>
        <source>Pan&amp;els</source>
        <translation>Berei&amp;che</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>Paus&amp;e</translation>
    </message>
    <message>
        <source>Pla&amp;y</source>
        <translation>Abspi&amp;elen</translation>
    </message>
    <message>
        <source>Pause the search</source>
        <translation>Die Suche anhalten</translation>
    </message>
    <message>
        <source>Run the search at the chosen speed</source>
        <translation>Die Suche im gewählten Tempo ablaufen lassen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Abb&amp;rechen</translation>
    </message>
    <message>
        <source>Sta&amp;rt</source>
        <translation>Start&amp;en</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Save hando&amp;ut as PDF…</source>
        <translation>Handout als PDF speiche&amp;rn…</translation>
    </message>
    <message>
        <source>Save the handout (the selected solutions, or all listed ones) as a PDF file</source>
        <translation>Das Handout (die ausgewählten Lösungen oder alle aufgelisteten) als PDF-Datei speichern</translation>
    </message>
    <message>
        <source>&amp;Go to step…</source>
        <translation>&amp;Direkt zu Schritt…</translation>
    </message>
    <message>
        <source>Jump to any step the search has run (or click the timeline under the board)</source>
        <translation type="vanished">Zu jedem Schritt springen, den die Suche schon gegangen ist (oder auf die Zeitleiste unter dem Brett klicken)</translation>
    </message>
    <message>
        <source>1 step a second</source>
        <translation>1 Schritt pro Sekunde</translation>
    </message>
    <message>
        <source>Set the speed to 1 step a second</source>
        <translation>Das Tempo auf 1 Schritt pro Sekunde stellen</translation>
    </message>
    <message>
        <source>10 steps a second</source>
        <translation>10 Schritte pro Sekunde</translation>
    </message>
    <message>
        <source>Set the speed to 10 steps a second</source>
        <translation>Das Tempo auf 10 Schritte pro Sekunde stellen</translation>
    </message>
    <message>
        <source>100 steps a second</source>
        <translation>100 Schritte pro Sekunde</translation>
    </message>
    <message>
        <source>Set the speed to 100 steps a second</source>
        <translation>Das Tempo auf 100 Schritte pro Sekunde stellen</translation>
    </message>
    <message>
        <source>1,000 steps a second</source>
        <translation>1.000 Schritte pro Sekunde</translation>
    </message>
    <message>
        <source>Set the speed to 1,000 steps a second</source>
        <translation>Das Tempo auf 1.000 Schritte pro Sekunde stellen</translation>
    </message>
    <message>
        <source>Full speed</source>
        <translation>Volles Tempo</translation>
    </message>
    <message>
        <source>Run as fast as the computer can, drawing the newest state</source>
        <translation>So schnell laufen, wie der Rechner kann, und den neuesten Stand zeigen</translation>
    </message>
    <message>
        <source>Spee&amp;d presets</source>
        <translation>T&amp;ypische Tempi</translation>
    </message>
    <message>
        <source>&amp;Undo the search change</source>
        <translation>Suche &amp;rückgängig machen</translation>
    </message>
    <message>
        <source>Bring back the search that a change of options, a reset or continuing from the board replaced, at its step</source>
        <translation>Die Suche zurückholen, die eine Änderung der Optionen, ein Neustart oder das Weitersuchen vom Brett ersetzt hat, bei ihrem Schritt</translation>
    </message>
    <message>
        <source>&amp;Redo the search change</source>
        <translation>Suche &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>Go back to the search that Undo replaced</source>
        <translation>Zur Suche zurückkehren, die „Rückgängig“ ersetzt hat</translation>
    </message>
    <message>
        <source>Ed&amp;it</source>
        <translation>Bea&amp;rbeiten</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>E&amp;rste Schritte</translation>
    </message>
    <message>
        <source>What the program does and the keys for it, in three pictures</source>
        <translation>Was das Programm kann und die Tasten dazu, in drei Bildern</translation>
    </message>
    <message>
        <source>&amp;What&apos;s this?</source>
        <translation>&amp;Was ist das?</translation>
    </message>
    <message>
        <source>Click a panel or a control to learn what it shows</source>
        <translation>Auf einen Bereich oder ein Bedienelement klicken, um zu erfahren, was es zeigt</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Text ve&amp;rgrößern</translation>
    </message>
    <message>
        <source>Make the narration, the code, the panels&apos; texts and the board&apos;s labels larger</source>
        <translation>Die Erklärung, den Code, die Texte der Bereiche und die Beschriftung des Bretts vergrößern</translation>
    </message>
    <message>
        <source>Zoom o&amp;ut</source>
        <translation>Text verklei&amp;nern</translation>
    </message>
    <message>
        <source>Make the narration, the code, the panels&apos; texts and the board&apos;s labels smaller</source>
        <translation>Die Erklärung, den Code, die Texte der Bereiche und die Beschriftung des Bretts verkleinern</translation>
    </message>
    <message>
        <source>Normal text si&amp;ze</source>
        <translation>Normale Te&amp;xtgröße</translation>
    </message>
    <message>
        <source>Show the texts at their normal size again</source>
        <translation>Die Texte wieder in normaler Größe zeigen</translation>
    </message>
    <message>
        <source>A panel beside the board &amp;while presenting</source>
        <translation>Ein Bereich neben dem Brett &amp;während der Präsentation</translation>
    </message>
    <message>
        <source>In presentation mode, show the chosen panel (the pseudocode, the call stack or the search tree) beside the board, following each step</source>
        <translation>Im Präsentationsmodus den gewählten Bereich (Pseudocode, Aufrufstapel oder Suchbaum) neben dem Brett zeigen, der jedem Schritt folgt</translation>
    </message>
    <message>
        <source>Ps&amp;eudocode</source>
        <translation>Pseud&amp;ocode</translation>
    </message>
    <message>
        <source>Present the pseudocode beside the board</source>
        <translation>Den Pseudocode neben dem Brett präsentieren</translation>
    </message>
    <message>
        <source>&amp;Call stack</source>
        <translation>Aufr&amp;ufstapel</translation>
    </message>
    <message>
        <source>Present the call stack beside the board</source>
        <translation>Den Aufrufstapel neben dem Brett präsentieren</translation>
    </message>
    <message>
        <source>Search t&amp;ree</source>
        <translation>Suchbau&amp;m</translation>
    </message>
    <message>
        <source>Present the search tree beside the board</source>
        <translation>Den Suchbaum neben dem Brett präsentieren</translation>
    </message>
    <message>
        <source>&amp;Next panel</source>
        <translation>&amp;Nächster Bereich</translation>
    </message>
    <message>
        <source>Present the next panel beside the board: pseudocode, call stack, search tree</source>
        <translation>Den nächsten Bereich neben dem Brett präsentieren: Pseudocode, Aufrufstapel, Suchbaum</translation>
    </message>
    <message>
        <source>Pa&amp;nel while presenting</source>
        <translation>&amp;Gezeigter Bereich beim Präsentieren</translation>
    </message>
    <message>
        <source>Jump to any step: back, or ahead, where the search runs on to it (or click the timeline under the board)</source>
        <translation>Zu einem beliebigen Schritt springen: zurück, oder voraus, wohin die Suche weiterläuft (oder auf die Zeitleiste unter dem Brett klicken)</translation>
    </message>
    <message>
        <source>Show the solution with a given number, running the search on to it when it has not been found yet</source>
        <translation>Die Lösung mit einer bestimmten Nummer zeigen; ist sie noch nicht gefunden, läuft die Suche bis dorthin weiter</translation>
    </message>
    <message>
        <source>%1 waits while you try it yourself: Esc goes back to the search</source>
        <translation>%1 wartet, solange Sie es selbst ausprobieren: Esc führt zurück zur Suche</translation>
    </message>
    <message>
        <source>%1: a count or a listing takes no steps</source>
        <translation>%1: Eine Zählung oder Auflistung macht keine Schritte</translation>
    </message>
    <message>
        <source>%1: the search has ended; Home starts it again</source>
        <translation>%1: Die Suche ist zu Ende; Pos1 startet sie neu</translation>
    </message>
    <message>
        <source>%1: the search is at its start</source>
        <translation>%1: Die Suche steht am Anfang</translation>
    </message>
    <message>
        <source>%1 cannot be used now</source>
        <translation>%1 ist gerade nicht möglich</translation>
    </message>
    <message>
        <source>&amp;Undo: back to %1</source>
        <translation>&amp;Rückgängig: zurück zu %1</translation>
    </message>
    <message>
        <source>&amp;Redo: forward to %1</source>
        <translation>&amp;Wiederherstellen: vor zu %1</translation>
    </message>
    <message>
        <source>Normal text si&amp;ze (now %1%)</source>
        <translation>Normale Te&amp;xtgröße (jetzt %1 %)</translation>
    </message>
    <message>
        <source>Simple &amp;view</source>
        <translation>Einfache Ansicht (&amp;J)</translation>
    </message>
    <message>
        <source>Show only what a first lesson needs: the board, the run&apos;s controls and the pseudocode, and the everyday menu entries (every key still works); off, every panel and menu entry</source>
        <translation>Nur zeigen, was eine erste Stunde braucht: das Brett, die Steuerung des Laufs und den Pseudocode sowie die alltäglichen Menüeinträge (jede Taste wirkt weiter); aus: alle Bereiche und Menüeinträge</translation>
    </message>
    <message>
        <source>%1: Esc leaves presentation mode first</source>
        <translation>%1: Esc beendet zuerst den Präsentationsmodus</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>Pause when a queen is placed in row:</source>
        <translation>Anhalten, wenn eine Dame gesetzt wird in Zeile:</translation>
    </message>
    <message>
        <source>Pause when a queen is placed in column:</source>
        <translation>Anhalten, wenn eine Dame gesetzt wird in Spalte:</translation>
    </message>
    <message>
        <source>Run until a level is reached</source>
        <translation>Laufen bis zu einer Ebene</translation>
    </message>
    <message>
        <source>Set a breakpoint on row %1, column %2</source>
        <translation>Haltepunkt auf Zeile %1, Spalte %2 setzen</translation>
    </message>
    <message>
        <source>Remove the breakpoint on row %1, column %2</source>
        <translation>Haltepunkt auf Zeile %1, Spalte %2 entfernen</translation>
    </message>
    <message>
        <source>Breakpoint set: playing pauses when the search reaches row %1, column %2</source>
        <translation>Haltepunkt gesetzt: Das Abspielen hält an, wenn die Suche Zeile %1, Spalte %2 erreicht</translation>
    </message>
    <message>
        <source>Breakpoint removed</source>
        <translation>Haltepunkt entfernt</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Standardeinstellungen wiederherstellen</translation>
    </message>
    <message>
        <source>Forget every setting (board size, speed, options, overlays, theme, language and the window layout) and go back to the defaults?</source>
        <translation>Alle Einstellungen (Brettgröße, Tempo, Optionen, Markierungen, Brettfarben, Sprache und Fensteranordnung) vergessen und zu den Standardwerten zurückkehren?</translation>
    </message>
    <message>
        <source>About N-Queens Visualizer</source>
        <translation>Über N-Damen-Visualisierer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;N-Queens Visualizer %1&lt;/h3&gt;&lt;p&gt;Shows step by step how backtracking solves the N-Queens puzzle.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;N-Damen-Visualisierer %1&lt;/h3&gt;&lt;p&gt;Zeigt Schritt für Schritt, wie Backtracking das N-Damen-Problem löst.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU General Public License, Version 3 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Go to step</source>
        <translation>Zu Schritt springen</translation>
    </message>
    <message>
        <source>Step, from 0 to %L1 (where the search ended):</source>
        <translation>Schritt, von 0 bis %L1 (wo die Suche endete):</translation>
    </message>
    <message>
        <source>Step, from 0 to %L1 (the furthest step run so far):</source>
        <translation type="vanished">Schritt, von 0 bis %L1 (der weiteste bisher gegangene Schritt):</translation>
    </message>
    <message>
        <source>Step, from 0 to %L1 (run so far: %L2; the search runs on to a later one):</source>
        <translation>Schritt, von 0 bis %L1 (bisher gelaufen: %L2; bis zu einem späteren läuft die Suche weiter):</translation>
    </message>
    <message>
        <source>Step, from 0 to %L1 (where the trace ends):</source>
        <translation>Schritt, von 0 bis %L1 (wo das Protokoll endet):</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Boards on the worksheet: %1</source>
        <translation>Bretter auf dem Arbeitsblatt: %1</translation>
    </message>
    <message>
        <source>Export worksheet</source>
        <translation>Arbeitsblatt exportieren</translation>
    </message>
    <message>
        <source>Why the worksheet cannot be saved</source>
        <translation>Warum das Arbeitsblatt nicht gespeichert werden kann</translation>
    </message>
    <message>
        <source>Save the worksheet</source>
        <translation>Das Arbeitsblatt speichern</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Blatt</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Fassung</translation>
    </message>
    <message>
        <source>Teacher&apos;s sheet: boards and narration</source>
        <translation>Lehrerfassung: Bretter und Erklärungen</translation>
    </message>
    <message>
        <source>Students&apos; sheet with questions, and an answer key</source>
        <translation>Schülerfassung mit Fragen, dazu ein Lösungsblatt</translation>
    </message>
    <message>
        <source>&amp;Version:</source>
        <translation>&amp;Fassung:</translation>
    </message>
    <message>
        <source>Students&apos; boards show the &amp;queens placed before each step</source>
        <translation>Die Bretter der Schülerfassung zeigen die vor jedem Schritt gesetzten &amp;Damen</translation>
    </message>
    <message>
        <source>Students&apos; boards show the queens placed before each step</source>
        <translation>Die Bretter der Schülerfassung zeigen die vor jedem Schritt gesetzten Damen</translation>
    </message>
    <message>
        <source>Page size</source>
        <translation>Seitengröße</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>US-Letter</translation>
    </message>
    <message>
        <source>Page si&amp;ze:</source>
        <translation>Seiten&amp;größe:</translation>
    </message>
    <message>
        <source>-answers</source>
        <translation>-loesungen</translation>
    </message>
    <message>
        <source>Saving the worksheet…</source>
        <translation>Das Arbeitsblatt wird gespeichert…</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Save the students&apos; worksheet</source>
        <translation>Schülerfassung des Arbeitsblatts speichern</translation>
    </message>
    <message>
        <source>Save worksheet</source>
        <translation>Arbeitsblatt speichern</translation>
    </message>
    <message>
        <source>worksheet-students.pdf</source>
        <translation>arbeitsblatt-schueler.pdf</translation>
    </message>
    <message>
        <source>worksheet.pdf</source>
        <translation>arbeitsblatt.pdf</translation>
    </message>
    <message>
        <source>Save the answer key</source>
        <translation>Lösungsblatt speichern</translation>
    </message>
    <message>
        <source>Board colours</source>
        <translation>Brettfarben</translation>
    </message>
    <message>
        <source>Grey, for printing</source>
        <translation>Grau, zum Drucken</translation>
    </message>
    <message>
        <source>As on the screen (%1)</source>
        <translation>Wie auf dem Bildschirm (%1)</translation>
    </message>
    <message>
        <source>Board &amp;colours:</source>
        <translation>Bre&amp;ttfarben:</translation>
    </message>
</context>
<context>
    <name>WorksheetExport</name>
    <message>
        <source>Cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>The old file is kept.</source>
        <translation>Die alte Datei bleibt erhalten.</translation>
    </message>
    <message>
        <source>Steps %1 to %2</source>
        <translation>Schritte %1 bis %2</translation>
    </message>
    <message>
        <source>The path to solution %1</source>
        <translation>Der Weg zu Lösung %1</translation>
    </message>
    <message>
        <source>Bookmarked steps</source>
        <translation>Schritte mit Lesezeichen</translation>
    </message>
    <message>
        <source>Worksheet not saved: the files are as they were</source>
        <translation>Arbeitsblatt nicht gespeichert: Die Dateien sind unverändert</translation>
    </message>
    <message>
        <source>The students&apos; sheet was saved to %1, but not the answer key. %2</source>
        <translation>Die Schülerfassung wurde in %1 gespeichert, das Lösungsblatt aber nicht. %2</translation>
    </message>
    <message numerus="yes">
        <source>Worksheet for students saved to %1 (%Ln pages), answer key to %2</source>
        <translation>
            <numerusform>Schülerfassung in %1 gespeichert (%Ln Seite), Lösungsblatt in %2</numerusform>
            <numerusform>Schülerfassung in %1 gespeichert (%Ln Seiten), Lösungsblatt in %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Worksheet saved to %1 (%Ln pages)</source>
        <translation>
            <numerusform>Arbeitsblatt in %1 gespeichert (%Ln Seite)</numerusform>
            <numerusform>Arbeitsblatt in %1 gespeichert (%Ln Seiten)</numerusform>
        </translation>
    </message>
    <message>
        <source>A worksheet holds at most %1 boards</source>
        <translation>Ein Arbeitsblatt fasst höchstens %1 Bretter</translation>
    </message>
    <message>
        <source>The answer key needs a file of its own</source>
        <translation>Das Lösungsblatt braucht eine eigene Datei</translation>
    </message>
</context>
<context>
    <name>WorksheetWriter</name>
    <message>
        <source>N-Queens, N = %1, %2, %3</source>
        <translation>N-Damen, N = %1, %2, %3</translation>
    </message>
    <message>
        <source>row by row</source>
        <translation>zeilenweise</translation>
    </message>
    <message>
        <source>column by column</source>
        <translation>spaltenweise</translation>
    </message>
    <message>
        <source>Worksheet: %1</source>
        <translation>Arbeitsblatt: %1</translation>
    </message>
    <message>
        <source>Worksheet for students: %1</source>
        <translation>Arbeitsblatt für Schüler: %1</translation>
    </message>
    <message>
        <source>Answer key: %1</source>
        <translation>Lösungsblatt: %1</translation>
    </message>
    <message>
        <source>Where does the search start?</source>
        <translation>Wo beginnt die Suche?</translation>
    </message>
    <message>
        <source>Which square is tried next?</source>
        <translation>Welches Feld wird als Nächstes probiert?</translation>
    </message>
    <message>
        <source>Row %1, column %2 is tried. Which queen attacks it, and along which line?</source>
        <translation>Zeile %1, Spalte %2 wird probiert. Welche Dame greift das Feld an, und entlang welcher Linie?</translation>
    </message>
    <message>
        <source>Where does the next queen go?</source>
        <translation>Wohin kommt die nächste Dame?</translation>
    </message>
    <message>
        <source>What has the search found now?</source>
        <translation>Was hat die Suche jetzt gefunden?</translation>
    </message>
    <message>
        <source>Which queen is lifted next, and why?</source>
        <translation>Welche Dame wird als Nächstes weggenommen, und warum?</translation>
    </message>
    <message>
        <source>Row %1 has no column left to try. What does the search do now?</source>
        <translation>Zeile %1 hat keine Spalte mehr zum Probieren. Was macht die Suche jetzt?</translation>
    </message>
    <message>
        <source>Column %1 has no row left to try. What does the search do now?</source>
        <translation>Spalte %1 hat keine Zeile mehr zum Probieren. Was macht die Suche jetzt?</translation>
    </message>
    <message>
        <source>What happens next?</source>
        <translation>Was passiert als Nächstes?</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Antwort: %1</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Name: %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Notiz: %1</translation>
    </message>
    <message>
        <source>N-Queens, N = %1, the search of your program %2</source>
        <translation>N-Damen, N = %1, die Suche Ihres Programms %2</translation>
    </message>
</context>
</TS>
