<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AnimationDialog</name>
    <message>
        <source>Frames in the animation: %1, playing %2 s</source>
        <translation>Images de l&apos;animation&#xa0;: %1, durée %2&#xa0;s</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Exporter une animation</translation>
    </message>
    <message>
        <source>Why the animation cannot be saved</source>
        <translation>Pourquoi l&apos;animation ne peut pas être enregistrée</translation>
    </message>
    <message>
        <source>Save the animation</source>
        <translation>Enregistrer l&apos;animation</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>Animation</translation>
    </message>
    <message>
        <source>Board size in pixels</source>
        <translation>Taille de l&apos;échiquier en pixels</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Board si&amp;ze:</source>
        <translation>Tai&amp;lle de l&apos;échiquier&#xa0;:</translation>
    </message>
    <message>
        <source>Time per frame in milliseconds</source>
        <translation>Durée par image en millisecondes</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time per fr&amp;ame:</source>
        <translation>Durée par i&amp;mage&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Narration under the board</source>
        <translation>&amp;Narration sous l&apos;échiquier</translation>
    </message>
    <message>
        <source>Narration under the board</source>
        <translation>Narration sous l&apos;échiquier</translation>
    </message>
    <message>
        <source>Play in a &amp;loop</source>
        <translation>Lire en &amp;boucle</translation>
    </message>
    <message>
        <source>Play in a loop</source>
        <translation>Lire en boucle</translation>
    </message>
    <message>
        <source>Saving the animation…</source>
        <translation>Enregistrement de l&apos;animation…</translation>
    </message>
    <message>
        <source>Save animation</source>
        <translation>Enregistrer l&apos;animation</translation>
    </message>
    <message>
        <source>animation.gif</source>
        <translation>animation.gif</translation>
    </message>
    <message>
        <source>GIF animation (*.gif)</source>
        <translation>Animation GIF (*.gif)</translation>
    </message>
</context>
<context>
    <name>AnimationExport</name>
    <message>
        <source>Cannot write %1</source>
        <translation>Impossible d&apos;écrire %1</translation>
    </message>
    <message>
        <source>The old file is kept.</source>
        <translation>L&apos;ancien fichier est conservé.</translation>
    </message>
    <message>
        <source>Animation not saved: %1 is as it was</source>
        <translation>Animation non enregistrée&#xa0;: %1 n&apos;a pas changé</translation>
    </message>
    <message>
        <source>Animation not saved</source>
        <translation>Animation non enregistrée</translation>
    </message>
    <message>
        <source>An animation holds at most %1 frames</source>
        <translation>Une animation contient au plus %1 images</translation>
    </message>
    <message numerus="yes">
        <source>Animation saved to %1: %Ln frames, %2</source>
        <translation>
            <numerusform>Animation enregistrée dans %1&#xa0;: %Ln image, %2</numerusform>
            <numerusform>Animation enregistrée dans %1&#xa0;: %Ln images, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnimationWriter</name>
    <message>
        <source>Step %1 · %2</source>
        <translation>Étape %1 · %2</translation>
    </message>
    <message>
        <source>There are no frames to write</source>
        <translation>Il n&apos;y a aucune image à écrire</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 n&apos;est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>%1 is too large to be a settings file (%2 bytes)</source>
        <translation>%1 est trop volumineux pour un fichier de réglages (%2 octets)</translation>
    </message>
    <message>
        <source>Settings not read: %1; using the defaults</source>
        <translation>Réglages non lus&#xa0;: %1&#xa0;; valeurs par défaut utilisées</translation>
    </message>
    <message>
        <source>Settings not saved: %1</source>
        <translation>Réglages non enregistrés&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cannot save the settings to %1</source>
        <translation>Impossible d&apos;enregistrer les réglages dans %1</translation>
    </message>
    <message>
        <source>no temporary copy could be made</source>
        <translation>aucune copie temporaire n’a pu être créée</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claire</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Comme le système</translation>
    </message>
</context>
<context>
    <name>BoardArea</name>
    <message>
        <source>What the last step did</source>
        <translation>Ce qu&apos;a fait la dernière étape</translation>
    </message>
    <message>
        <source>The placement as the array cols</source>
        <translation>Le placement sous forme du tableau cols</translation>
    </message>
    <message>
        <source>Bookmarked step</source>
        <translation>Étape avec signet</translation>
    </message>
    <message>
        <source>Bookmark: %1</source>
        <translation>Signet&#xa0;: %1</translation>
    </message>
    <message>
        <source>Steps %1 · placements %2 · backtracks %3 · solutions %4</source>
        <translation>Étapes %1 · placements %2 · retours sur trace %3 · solutions %4</translation>
    </message>
    <message>
        <source>The board at the step the panels show. The queen just placed, the square being tried and the line of the queen that attacks it are marked (View ▸ Overlays adds the attacked squares and how many queens attack each one). Right-click a square to set a breakpoint there.</source>
        <translation>L&apos;échiquier à l&apos;étape que montrent les panneaux. La reine qui vient d&apos;être placée, la case en cours d&apos;essai et la ligne de la reine qui l&apos;attaque sont marquées (Affichage ▸ Indications ajoute les cases attaquées et le nombre de reines qui attaquent chacune). Faites un clic droit sur une case pour y poser un point d&apos;arrêt.</translation>
    </message>
    <message>
        <source>What the last step did and why, in one sentence.</source>
        <translation>Ce qu&apos;a fait la dernière étape et pourquoi, en une phrase.</translation>
    </message>
    <message>
        <source>The queens as the program keeps them: the array cols, where cols[r] is the column of the queen in row r, and ? a row not filled yet. The numbers under it are the indices r.</source>
        <translation type="vanished">Les reines telles que le programme les garde&#xa0;: le tableau cols, où cols[r] est la colonne de la reine de la rangée r, et ? une rangée pas encore remplie. Les nombres en dessous sont les indices r.</translation>
    </message>
    <message>
        <source>The steps the search has run so far, with the solutions and bookmarks marked. Click or drag to go back to any of them; the arrow keys move it when it has the focus.</source>
        <translation>Les étapes que la recherche a faites jusqu&apos;ici, avec les solutions et les signets marqués. Cliquez ou faites glisser pour revenir à l&apos;une d&apos;elles&#xa0;; quand la frise a le focus, les flèches la déplacent.</translation>
    </message>
    <message>
        <source>The queens as the program keeps them: the array cols, where cols[r] is the column of the queen in row r (in column order rows[c], the row of the queen in column c). A box with %1 is a row not filled yet; one like %2 is the row being filled, with the column being tried. The indices r stand above the boxes.</source>
        <translation>Les dames telles que le programme les garde&#xa0;: le tableau cols, où cols[r] est la colonne de la dame de la ligne r (dans l&apos;ordre par colonnes rows[c], la ligne de la dame de la colonne c). Une case avec %1 est une ligne pas encore remplie&#xa0;; une case comme %2 est la ligne en cours, avec la colonne essayée. Les indices r sont au-dessus des cases.</translation>
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
        <translation>Échiquier des N reines</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>Impossible d&apos;écrire %1</translation>
    </message>
    <message>
        <source>Choose a file name ending in .png or .svg</source>
        <translation>Choisissez un nom de fichier se terminant par .png ou .svg</translation>
    </message>
    <message>
        <source>Export board</source>
        <translation>Exporter l&apos;échiquier</translation>
    </message>
    <message>
        <source>board.png</source>
        <translation>echiquier.png</translation>
    </message>
    <message>
        <source>PNG picture (*.png);;SVG drawing (*.svg)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>Board saved to %1</source>
        <translation>Échiquier enregistré dans %1</translation>
    </message>
    <message>
        <source>Board copied as text and as a picture</source>
        <translation>Échiquier copié en texte et en image</translation>
    </message>
    <message>
        <source>the picture could not be encoded</source>
        <translation>l’image n’a pas pu être encodée</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <source>High contrast (projectors)</source>
        <translation>Contraste élevé (projecteurs)</translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation>Adapté aux daltoniens</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Paused at step %1</source>
        <translation>En pause à l&apos;étape %1</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>row %1 column %2</source>
        <translation>rangée %1 colonne %2</translation>
    </message>
    <message>
        <source>%1 by %1 board.</source>
        <translation>Échiquier de %1 × %1.</translation>
    </message>
    <message>
        <source>No queens.</source>
        <translation>Aucune reine.</translation>
    </message>
    <message>
        <source>Queens at %1.</source>
        <translation>Reines en %1.</translation>
    </message>
    <message>
        <source>This is a solution.</source>
        <translation>C&apos;est une solution.</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Colonne %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Ligne %1</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <translation>Ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>along its column</source>
        <translation>le long de sa colonne</translation>
    </message>
    <message>
        <source>along its row</source>
        <translation>le long de sa ligne</translation>
    </message>
    <message>
        <source>along a diagonal</source>
        <translation>le long d’une diagonale</translation>
    </message>
    <message>
        <source>along an anti-diagonal</source>
        <translation>le long d’une anti-diagonale</translation>
    </message>
    <message>
        <source>candidate, attacked by the queen in row %1, column %2 %3</source>
        <translation>candidate, attaquée par la reine de la ligne %1, colonne %2 %3</translation>
    </message>
    <message>
        <source>queen, just placed</source>
        <translation>reine, tout juste posée</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>reine</translation>
    </message>
    <message>
        <source>candidate, being tried</source>
        <translation>candidate, en cours d’essai</translation>
    </message>
    <message>
        <source>empty, its queen just lifted</source>
        <translation>vide, sa reine tout juste retirée</translation>
    </message>
    <message>
        <source>empty, the hint</source>
        <translation>vide, l’indice</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>BookmarksPanel</name>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <source>Bookmarked steps</source>
        <translation>Étapes avec signet</translation>
    </message>
    <message>
        <source>&amp;Jump to</source>
        <translation>All&amp;er à l&apos;étape</translation>
    </message>
    <message>
        <source>Edit &amp;note…</source>
        <translation>&amp;Modifier la note…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Suppr&amp;imer</translation>
    </message>
    <message>
        <source>scan</source>
        <translation>parcours</translation>
    </message>
    <message>
        <source>arrays</source>
        <translation>tableaux</translation>
    </message>
    <message>
        <source>first solution</source>
        <translation>première solution</translation>
    </message>
    <message>
        <source>all solutions</source>
        <translation>toutes les solutions</translation>
    </message>
    <message>
        <source>Bookmark a step to discuss in class with Ctrl+D; Ctrl+Page Down and Ctrl+Page Up (or a clicker&apos;s &quot;.&quot; and &quot;,&quot; keys) go through the bookmarks.</source>
        <translation>Mettez un signet sur une étape à discuter en classe avec Ctrl+D&#xa0;; Ctrl+Page suiv et Ctrl+Page préc (ou les touches «&#xa0;.&#xa0;» et «&#xa0;,&#xa0;» d&apos;une télécommande) parcourent les signets.</translation>
    </message>
    <message>
        <source>row by row</source>
        <translation>rangée par rangée</translation>
    </message>
    <message>
        <source>column by column</source>
        <translation>colonne par colonne</translation>
    </message>
    <message>
        <source>bitmasks</source>
        <translation>masques de bits</translation>
    </message>
    <message numerus="yes">
        <source>%n queens, %1, %2, %3</source>
        <translation>
            <numerusform>%n reine, %1, %2, %3</numerusform>
            <numerusform>%n reines, %1, %2, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, from %n given queens</source>
        <translation>
            <numerusform>%1, à partir de %n reine donnée</numerusform>
            <numerusform>%1, à partir de %n reines données</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>your program&apos;s trace, %n queens</source>
        <translation>
            <numerusform>trace de votre programme, %n reine</numerusform>
            <numerusform>trace de votre programme, %n reines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CallStackView</name>
    <message>
        <source>Call stack</source>
        <translation>Pile d&apos;appels</translation>
    </message>
    <message>
        <source>none left</source>
        <translation>plus aucune</translation>
    </message>
    <message>
        <source>columns left: %1</source>
        <translation>colonnes restantes&#xa0;: %1</translation>
    </message>
    <message>
        <source>rows left: %1</source>
        <translation>rangées restantes&#xa0;: %1</translation>
    </message>
    <message>
        <source>queen in column %1</source>
        <translation>reine en colonne %1</translation>
    </message>
    <message>
        <source>queen in row %1</source>
        <translation>reine en rangée %1</translation>
    </message>
    <message>
        <source> (yours)</source>
        <translation> (la vôtre)</translation>
    </message>
    <message>
        <source>trying column %1</source>
        <translation>essai de la colonne %1</translation>
    </message>
    <message>
        <source>trying row %1</source>
        <translation>essai de la rangée %1</translation>
    </message>
    <message>
        <source>choosing the next square</source>
        <translation>choix de la case suivante</translation>
    </message>
    <message>
        <source>report solution %1</source>
        <translation>signaler la solution %1</translation>
    </message>
    <message>
        <source>(empty: the search has not started or has ended)</source>
        <translation>(vide&#xa0;: la recherche n&apos;a pas commencé ou est terminée)</translation>
    </message>
</context>
<context>
    <name>CheckComparisonPanel</name>
    <message>
        <source>not computed</source>
        <translation>pas encore calculé</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2 : %3</translation>
    </message>
    <message>
        <source>row</source>
        <translation>rangée</translation>
    </message>
    <message>
        <source>column</source>
        <translation>colonne</translation>
    </message>
    <message>
        <source>Scan earlier queens</source>
        <translation>Parcourir les reines précédentes</translation>
    </message>
    <message>
        <source>Occupancy arrays</source>
        <translation>Tableaux d&apos;occupation</translation>
    </message>
    <message>
        <source>Bitmasks</source>
        <translation>Masques de bits</translation>
    </message>
    <message>
        <source>One check compares the candidate with one earlier queen: same %1, or |Δrow| = |Δcol|. A candidate costs up to one check per queen already placed.</source>
        <translation>Une vérification compare la candidate à une reine précédente&#xa0;: même %1, ou |Δrow| = |Δcol|. Une candidate coûte jusqu&apos;à une vérification par reine déjà placée.</translation>
    </message>
    <message>
        <source>One check looks up the candidate&apos;s three lines (its %1 and both diagonals) in occupancy arrays: one check per candidate tried, however many queens stand on the board.</source>
        <translation>Une vérification consulte les trois lignes de la candidate (sa %1 et ses deux diagonales) dans les tableaux d&apos;occupation&#xa0;: une vérification par candidate essayée, quel que soit le nombre de reines sur l&apos;échiquier.</translation>
    </message>
    <message>
        <source>One check computes cols | ld | rd once per %1 entered: it gives every safe square at once, so no attacked square is ever tried (0 tries).</source>
        <translation>Une vérification calcule cols | ld | rd une fois par %1 abordée&#xa0;: elle donne toutes les cases sûres d&apos;un coup, donc aucune case attaquée n&apos;est jamais essayée (0 essai).</translation>
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
        <translation>toutes les solutions</translation>
    </message>
    <message>
        <source>first solution</source>
        <translation>première solution</translation>
    </message>
    <message>
        <source>row by row</source>
        <translation>rangée par rangée</translation>
    </message>
    <message>
        <source>column by column</source>
        <translation>colonne par colonne</translation>
    </message>
    <message>
        <source>Cost of the safety check: %1 queens, %2, %3</source>
        <translation>Coût de la vérification de sécurité&#xa0;: %1 reines, %2, %3</translation>
    </message>
    <message>
        <source>Cost of the safety check</source>
        <translation>Coût de la vérification de sécurité</translation>
    </message>
    <message>
        <source>Same search, same solutions: only the cost of asking “is this square safe?” differs.</source>
        <translation>Même recherche, mêmes solutions&#xa0;: seul diffère le coût de la question «&#xa0;cette case est-elle sûre&#xa0;?&#xa0;».</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Vérifications</translation>
    </message>
    <message>
        <source>Tries</source>
        <translation>Essais</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>Checks per
placement</source>
        <translation>Vérifications
par placement</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Safety checks done: what one check is differs per method (see the row&apos;s tooltip)</source>
        <translation>Vérifications de sécurité effectuées&#xa0;: ce qu&apos;est une vérification dépend de la méthode (voir l&apos;infobulle de la ligne)</translation>
    </message>
    <message>
        <source>Candidate squares tried; the bitmask check never tries an attacked square</source>
        <translation>Cases candidates essayées&#xa0;; la vérification par masques de bits n&apos;essaie jamais une case attaquée</translation>
    </message>
    <message>
        <source>Events of the search: each try, conflict, placement, solution, removal and backtrack is one step</source>
        <translation>Événements de la recherche&#xa0;: chaque essai, conflit, placement, solution, retrait et retour sur trace compte pour une étape</translation>
    </message>
    <message>
        <source>Checks divided by queens placed: the price of each queen that stays on the board for a while</source>
        <translation>Vérifications divisées par les reines placées&#xa0;: le prix de chaque reine qui reste un moment sur l&apos;échiquier</translation>
    </message>
    <message>
        <source>The bar is the method&apos;s checks as a share of the most; the number is how many times the cheapest method&apos;s checks it needs</source>
        <translation>La barre montre les vérifications de la méthode en part du maximum&#xa0;; le nombre indique combien de fois plus de vérifications elle demande que la méthode la moins coûteuse</translation>
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
        <translation>Arrêté après %1 étapes, juste après le placement %2&#xa0;: la recherche complète en demande plus.</translation>
    </message>
    <message>
        <source>Choose a board to compare the checks.</source>
        <translation>Choisissez un échiquier pour comparer les vérifications.</translation>
    </message>
    <message>
        <source>Computing in the background… %1: %2 steps so far</source>
        <translation>Calcul en arrière-plan… %1&#xa0;: %2 étapes jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Computing in the background…</source>
        <translation>Calcul en arrière-plan…</translation>
    </message>
    <message>
        <source>Done. Every method made the same %1 placements and found no solution.</source>
        <translation>Terminé. Chaque méthode a fait les mêmes %1 placements et n&apos;a trouvé aucune solution.</translation>
    </message>
    <message numerus="yes">
        <source>Done. Every method found the same first solution after the same %1 placements.</source>
        <translation>
            <numerusform>Terminé. Chaque méthode a trouvé la même première solution après le même %1 placement.</numerusform>
            <numerusform>Terminé. Chaque méthode a trouvé la même première solution après les mêmes %1 placements.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt; %1 ms</source>
        <translation>&lt; %1 ms</translation>
    </message>
    <message>
        <source>Checks compared
with the cheapest</source>
        <translation>Vérifications comparées
à la moins coûteuse</translation>
    </message>
    <message>
        <source>Wall time of this method alone, measured in the background (it varies with what else the computer does). It includes the step-by-step bookkeeping all three share, so times differ less than checks.</source>
        <translation>Durée de cette méthode seule, mesurée en arrière-plan (elle varie selon ce que fait l’ordinateur par ailleurs). Elle comprend la comptabilité pas à pas commune aux trois, donc les durées diffèrent moins que les vérifications.</translation>
    </message>
    <message>
        <source>One check: scan = one earlier queen compared · arrays = one square looked up · bitmasks = one %1 entered.
Times include the bookkeeping of the step-by-step search, the same for all three, so they differ less than the checks.</source>
        <translation>Une vérification : parcours = une reine précédente comparée · tableaux = une case consultée · masques de bits = une %1 abordée.
Les durées comprennent la comptabilité de la recherche pas à pas, la même pour les trois, donc elles diffèrent moins que les vérifications.</translation>
    </message>
    <message>
        <source>Stopped at the budget: scanning used its %1, so every method stopped right after the same first %2 placements.</source>
        <translation>Arrêté à la limite : le parcours a épuisé son %1, donc chaque méthode s’est arrêtée juste après les mêmes %2 premiers placements.</translation>
    </message>
    <message>
        <source>Stopped at the budget: every method stopped right after the same first %1 placements (the limit).</source>
        <translation>Arrêté à la limite : chaque méthode s’est arrêtée juste après les mêmes %1 premiers placements (la limite).</translation>
    </message>
    <message numerus="yes">
        <source>%1 Counts marked + cover only that part of the search (%2 solutions so far); the whole search needs more.</source>
        <translation>
            <numerusform>%1 Les nombres marqués + ne couvrent que cette partie de la recherche (%2 solution jusqu’ici) ; la recherche complète en demande davantage.</numerusform>
            <numerusform>%1 Les nombres marqués + ne couvrent que cette partie de la recherche (%2 solutions jusqu’ici) ; la recherche complète en demande davantage.</numerusform>
        </translation>
    </message>
    <message>
        <source>The whole search: steps %1, placements %2, solutions %3.</source>
        <translation>La recherche complète : étapes %1, placements %2, solutions %3.</translation>
    </message>
    <message numerus="yes">
        <source>Done. Every method found the same %1 solutions with the same number of placements: %2.</source>
        <translation>
            <numerusform>Terminé. Chaque méthode a trouvé la même %1 solution avec le même nombre de placements : %2.</numerusform>
            <numerusform>Terminé. Chaque méthode a trouvé les mêmes %1 solutions avec le même nombre de placements : %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The three safety checks compared</source>
        <translation>Les trois tests de sécurité comparés</translation>
    </message>
    <message>
        <source>0 (only safe squares)</source>
        <translation>0 (cases sûres uniquement)</translation>
    </message>
    <message>
        <source>The bitmask check never tries an attacked square: one expression, ~(cols | ld | rd), gives every safe square of the %1 at once, so there is nothing to try and reject.</source>
        <translation>La vérification par masques de bits n’essaie jamais une case attaquée&#xa0;: une seule expression, ~(cols | ld | rd), donne d’un coup toutes les cases sûres de la %1, il n’y a donc rien à essayer ni à rejeter.</translation>
    </message>
    <message>
        <source>Scan</source>
        <comment>the scan check, short</comment>
        <translation>Parcours</translation>
    </message>
    <message>
        <source>Arrays</source>
        <comment>the occupancy arrays, short</comment>
        <translation>Tableaux</translation>
    </message>
    <message>
        <source>Bitmasks</source>
        <comment>the bitmask check, short</comment>
        <translation>Masques</translation>
    </message>
</context>
<context>
    <name>ControlsPanel</name>
    <message>
        <source>Board si&amp;ze N:</source>
        <translation>Taille &amp;N&#xa0;:</translation>
    </message>
    <message>
        <source>Number of queens and size of the board (1 to 32). Changing it starts a fresh run.</source>
        <translation>Nombre de reines et taille de l&apos;échiquier (de 1 à 32). Tout changement relance la recherche depuis le début.</translation>
    </message>
    <message>
        <source>&amp;Goal:</source>
        <translation>Ob&amp;jectif&#xa0;:</translation>
    </message>
    <message>
        <source>Stop at the first solution</source>
        <translation>S&apos;arrêter à la première solution</translation>
    </message>
    <message>
        <source>Find all solutions</source>
        <translation>Trouver toutes les solutions</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>O&amp;rdre&#xa0;:</translation>
    </message>
    <message>
        <source>Row by row</source>
        <translation>Rangée par rangée</translation>
    </message>
    <message>
        <source>Column by column</source>
        <translation>Colonne par colonne</translation>
    </message>
    <message>
        <source>Place one queen per row trying each column, or one per column trying each row</source>
        <translation>Placer une reine par rangée en essayant chaque colonne, ou une par colonne en essayant chaque rangée</translation>
    </message>
    <message>
        <source>Safety chec&amp;k:</source>
        <translation>T&amp;ype de vérification&#xa0;:</translation>
    </message>
    <message>
        <source>Scan earlier queens</source>
        <translation>Parcourir les reines précédentes</translation>
    </message>
    <message>
        <source>Occupancy arrays</source>
        <translation>Tableaux d&apos;occupation</translation>
    </message>
    <message>
        <source>Bitmasks</source>
        <translation>Masques de bits</translation>
    </message>
    <message>
        <source>Scan: compare with every queen already placed. Arrays: look up the column and both diagonals in O(1). Bitmasks: compute all free squares of a level at once, so no attacked square is ever tried.</source>
        <translation>Parcours&#xa0;: comparer avec chaque reine déjà placée. Tableaux&#xa0;: consulter la colonne et les deux diagonales en O(1). Masques de bits&#xa0;: calculer d&apos;un coup toutes les cases libres d&apos;un niveau, si bien qu&apos;aucune case attaquée n&apos;est jamais essayée.</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>&amp;Vitesse&#xa0;:</translation>
    </message>
    <message>
        <source>From one step every 2 seconds to 100,000 steps a second, then full speed (keys + and -)</source>
        <translation>D&apos;une étape toutes les 2 secondes à 100&#xa0;000 étapes par seconde, puis pleine vitesse (touches + et -)</translation>
    </message>
    <message>
        <source>List all solutions, no animation</source>
        <translation>Tout lister, sans animation</translation>
    </message>
    <message>
        <source>Only count the solutions (fastest)</source>
        <translation>Compter seulement (le plus rapide)</translation>
    </message>
    <message>
        <source>Stop at the first solution, or go on until every solution is found; or, without animation and on all cores, list every solution with its symmetry class, or only count them</source>
        <translation>S&apos;arrêter à la première solution, ou continuer jusqu&apos;à les avoir toutes trouvées&#xa0;; ou, sans animation et sur tous les cœurs, lister chaque solution avec sa classe de symétrie, ou seulement les compter</translation>
    </message>
    <message>
        <source>Board size N</source>
        <translation>Taille de l&apos;échiquier N</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <source>Safety check</source>
        <translation>Vérification de sécurité</translation>
    </message>
    <message>
        <source>Speed: %1</source>
        <translation>Vitesse : %1</translation>
    </message>
</context>
<context>
    <name>CountStarter</name>
    <message>
        <source>Count N=%1</source>
        <translation>Comptage N=%1</translation>
    </message>
    <message>
        <source>A count of N=%1 was interrupted at %2%. Continue it, or count from the beginning?</source>
        <translation>Un comptage de N=%1 a été interrompu à %2&#xa0;%. Le reprendre ou recompter depuis le début&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;Start over</source>
        <translation>Re&amp;commencer</translation>
    </message>
    <message>
        <source>Continuing the count of N=%1 from %2%</source>
        <translation>Reprise du comptage de N=%1 à %2&#xa0;%</translation>
    </message>
    <message>
        <source>Counting N=%1 from the beginning</source>
        <translation>Comptage de N=%1 depuis le début</translation>
    </message>
    <message>
        <source>The count&apos;s progress could not be kept for a later start: %1</source>
        <translation>La progression du comptage n’a pas pu être conservée pour plus tard&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>CountersPanel</name>
    <message>
        <source>Steps:</source>
        <translation>Étapes&#xa0;:</translation>
    </message>
    <message>
        <source>Tries:</source>
        <translation>Essais&#xa0;:</translation>
    </message>
    <message>
        <source>Checks:</source>
        <translation>Vérifications&#xa0;:</translation>
    </message>
    <message>
        <source>Placements:</source>
        <translation>Placements&#xa0;:</translation>
    </message>
    <message>
        <source>Removals:</source>
        <translation>Retraits&#xa0;:</translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation>Retours sur trace&#xa0;:</translation>
    </message>
    <message>
        <source>Solutions:</source>
        <translation>Solutions&#xa0;:</translation>
    </message>
    <message>
        <source>Elapsed:</source>
        <translation>Durée&#xa0;:</translation>
    </message>
    <message>
        <source>Events of the search so far: each try, conflict, placement, solution, removal and backtrack is one step</source>
        <translation>Événements de la recherche jusqu&apos;ici&#xa0;: chaque essai, conflit, placement, solution, retrait et retour sur trace compte pour une étape</translation>
    </message>
    <message>
        <source>Squares considered as candidates (the bitmask check never tries an attacked square)</source>
        <translation>Cases examinées comme candidates (la vérification par masques de bits n&apos;essaie jamais une case attaquée)</translation>
    </message>
    <message>
        <source>Safety checks done: scan counts one per earlier queen compared, arrays one per candidate, bitmasks one per level</source>
        <translation>Vérifications de sécurité effectuées&#xa0;: le parcours en compte une par reine précédente comparée, les tableaux une par candidate, les masques de bits une par niveau</translation>
    </message>
    <message>
        <source>Queens put on the board</source>
        <translation>Reines posées sur l&apos;échiquier</translation>
    </message>
    <message>
        <source>Queens lifted again</source>
        <translation>Reines retirées ensuite</translation>
    </message>
    <message>
        <source>Levels left because no safe square remained</source>
        <translation>Niveaux quittés faute de case sûre restante</translation>
    </message>
    <message>
        <source>Solutions found so far</source>
        <translation>Solutions trouvées jusqu&apos;ici</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Time playing:</source>
        <translation>Temps de lecture&#xa0;:</translation>
    </message>
    <message>
        <source>Time the count or listing has taken</source>
        <translation>Le temps qu&apos;a pris le comptage ou la liste</translation>
    </message>
    <message>
        <source>Time the search spent running (Play, Run until); single steps take none</source>
        <translation>Le temps pendant lequel la recherche a tourné (Lecture, Exécuter jusqu&apos;à)&#xa0;; les pas isolés ne comptent pas</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1&#xa0;µs</translation>
    </message>
    <message>
        <source>Not counted: listing and counting run without steps, on all cores</source>
        <translation>Non compté&#xa0;: lister et compter se font sans étapes, sur tous les cœurs</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>What will be saved</source>
        <translation>Ce qui sera enregistré</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>ExportFrames</name>
    <message>
        <source>Before the first step: the queens you placed</source>
        <translation>Avant la première étape&#xa0;: les reines que vous avez placées</translation>
    </message>
    <message>
        <source>Before the first step: the empty board</source>
        <translation>Avant la première étape&#xa0;: l&apos;échiquier vide</translation>
    </message>
    <message>
        <source>No steps were chosen</source>
        <translation>Aucune étape n&apos;a été choisie</translation>
    </message>
    <message>
        <source>The search ends at step %1: there is no step %2</source>
        <translation>La recherche se termine à l&apos;étape %1&#xa0;: il n&apos;y a pas d&apos;étape %2</translation>
    </message>
    <message>
        <source>The search cannot continue from the queens on the board</source>
        <translation>La recherche ne peut pas continuer à partir des reines de l&apos;échiquier</translation>
    </message>
    <message>
        <source>The steps are not in order</source>
        <translation>Les étapes ne sont pas dans l&apos;ordre</translation>
    </message>
    <message>
        <source>The search has no solution number %1</source>
        <translation>Cette recherche n&apos;a pas de solution n° %1</translation>
    </message>
    <message>
        <source>The trace has no solution number %1</source>
        <translation>La trace n&apos;a pas de solution numéro %1</translation>
    </message>
    <message>
        <source>The trace ends at step %1: there is no step %2</source>
        <translation>La trace se termine à l&apos;étape %1&#xa0;: il n&apos;y a pas d&apos;étape %2</translation>
    </message>
</context>
<context>
    <name>ExportJob</name>
    <message>
        <source>Export cancelled: no file was written</source>
        <translation>Exportation annulée&#xa0;: aucun fichier n&apos;a été écrit</translation>
    </message>
</context>
<context>
    <name>FileTexts</name>
    <message>
        <source>a folder</source>
        <translation>un dossier</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>un FIFO (tube nommé)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>un périphérique</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>une socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>there is no space left on the disk</source>
        <translation>il n’y a plus de place sur le disque</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>le quota disque est épuisé</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permission refusée</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <source>there is no such file or folder</source>
        <translation>ce fichier ou dossier n’existe pas</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>une partie du chemin n’est pas un dossier</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>c’est un dossier</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>le nom est trop long</translation>
    </message>
    <message>
        <source>the disk reported an input/output error</source>
        <translation>le disque a signalé une erreur d’entrée/sortie</translation>
    </message>
    <message>
        <source>the file is too large for the disk</source>
        <translation>le fichier est trop grand pour le disque</translation>
    </message>
    <message>
        <source>too many links in the path</source>
        <translation>trop de liens dans le chemin</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>trop de fichiers sont ouverts</translation>
    </message>
    <message>
        <source>the file is in use</source>
        <translation>le fichier est en cours d’utilisation</translation>
    </message>
    <message>
        <source>no file name was given</source>
        <translation>aucun nom de fichier n’a été donné</translation>
    </message>
    <message>
        <source>it is %1</source>
        <translation>c’est %1</translation>
    </message>
    <message>
        <source>it is a link to a file that does not exist</source>
        <translation>c’est un lien vers un fichier qui n’existe pas</translation>
    </message>
    <message>
        <source>it is a link to %1</source>
        <translation>c’est un lien vers %1</translation>
    </message>
    <message>
        <source>it has become a link since it was named; a link found there later is not followed, and the link and what it points to are left as they are</source>
        <translation>c’est devenu un lien depuis que le nom a été choisi&#xa0;; un lien apparu ensuite n’est pas suivi, et le lien comme sa cible restent tels quels</translation>
    </message>
    <message>
        <source>it is write-protected</source>
        <translation>il est protégé en écriture</translation>
    </message>
    <message>
        <source>it is larger than %1</source>
        <translation>il dépasse %1</translation>
    </message>
    <message>
        <source>the folder %1 takes no new file</source>
        <translation>le dossier %1 n’accepte pas de nouveau fichier</translation>
    </message>
    <message>
        <source>the folder %1 takes no new file: %2</source>
        <translation>le dossier %1 n’accepte pas de nouveau fichier&#xa0;: %2</translation>
    </message>
    <message>
        <source>the file is not open</source>
        <translation>le fichier n’est pas ouvert</translation>
    </message>
</context>
<context>
    <name>GettingStarted</name>
    <message>
        <source>Getting started</source>
        <translation>Premiers pas</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Play or pause the search</source>
        <translation>Lancer la recherche ou la mettre en pause</translation>
    </message>
    <message>
        <source>Speed: 1, 10, 100, 1,000 steps a second, full speed</source>
        <translation>Vitesse&#xa0;: 1, 10, 100, 1&#xa0;000 étapes par seconde, pleine vitesse</translation>
    </message>
    <message>
        <source>The program shows how backtracking puts N queens on an N×N board so that no two attack each other. It does three jobs.</source>
        <translation>Le programme montre comment le retour sur trace place N reines sur un échiquier N×N sans que deux d&apos;entre elles s&apos;attaquent. Il sert à trois choses.</translation>
    </message>
    <message>
        <source>1. Watch the search</source>
        <translation>1. Suivre la recherche</translation>
    </message>
    <message>
        <source>A search of 8 queens: a tried square is refused, a line from the queen that attacks it</source>
        <translation>Une recherche à 8 reines&#xa0;: une case essayée est rejetée, avec une ligne depuis la reine qui l&apos;attaque</translation>
    </message>
    <message>
        <source>Press Play and the search tries square after square, row by row: a queen goes down where no queen attacks it, and when a row has no safe square the last queen is taken back (a backtrack). The narration above the board says why each step happened; the panels show the same step as code, call stack and search tree. Click or drag the timeline under the board to go back to any step.</source>
        <translation>Appuyez sur Lancer et la recherche essaie case après case, rangée par rangée&#xa0;: une reine se pose là où aucune reine ne l&apos;attaque et, quand une rangée n&apos;a plus de case sûre, la dernière reine est retirée (un retour sur trace). La narration au-dessus de l&apos;échiquier dit pourquoi chaque étape a eu lieu&#xa0;; les panneaux montrent la même étape sous forme de code, de pile d&apos;appels et d&apos;arbre de recherche. Cliquez ou faites glisser sur la frise sous l&apos;échiquier pour revenir à n&apos;importe quelle étape.</translation>
    </message>
    <message>
        <source>2. Step by hand</source>
        <translation type="vanished">2. Pas à pas, à la main</translation>
    </message>
    <message>
        <source>A board of 6 in Try it yourself: two queens in one column, joined by a line</source>
        <translation>Un échiquier 6×6 dans «&#xa0;Essayez vous-même&#xa0;»&#xa0;: deux reines dans une colonne, reliées par une ligne</translation>
    </message>
    <message>
        <source>In Try it yourself you place the queens: click a square, or move with the arrow keys and press Enter. Queens that attack each other are joined by a line, and the panel says why a square is unsafe. Hint shows the square the algorithm would choose next; Esc goes back to the search.</source>
        <translation>Dans «&#xa0;Essayez vous-même&#xa0;», c&apos;est vous qui placez les reines&#xa0;: cliquez sur une case, ou déplacez-vous avec les flèches et appuyez sur Enter. Les reines qui s&apos;attaquent sont reliées par une ligne, et le panneau dit pourquoi une case n&apos;est pas sûre. Indice montre la case que l&apos;algorithme choisirait ensuite&#xa0;; Esc ramène à la recherche.</translation>
    </message>
    <message>
        <source>3. Browse the solutions</source>
        <translation>3. Parcourir les solutions</translation>
    </message>
    <message>
        <source>The first solution of 8 queens</source>
        <translation>La première solution pour 8 reines</translation>
    </message>
    <message>
        <source>Every solution the search finds goes into the Solutions list with its symmetry class. Choose the goal &quot;list&quot; to find all of them at once, on every core. Select a solution to see it on the board, print a handout of the ones you select or save them to a file.</source>
        <translation>Chaque solution trouvée par la recherche va dans la liste Solutions avec sa classe de symétrie. Choisissez l&apos;objectif «&#xa0;Tout lister, sans animation&#xa0;» pour les trouver toutes d&apos;un coup, sur tous les cœurs. Sélectionnez une solution pour la voir sur l&apos;échiquier, imprimez une fiche de celles que vous sélectionnez ou enregistrez-les dans un fichier.</translation>
    </message>
    <message>
        <source>Help on every panel</source>
        <translation>Aide sur chaque panneau</translation>
    </message>
    <message>
        <source>What&apos;s this? Then click any panel to learn what it shows</source>
        <translation>Qu&apos;est-ce que c&apos;est&#xa0;? Puis cliquer sur un panneau pour savoir ce qu&apos;il montre</translation>
    </message>
    <message>
        <source>Using the window: every panel, the timeline, the search tree</source>
        <translation>La fenêtre&#xa0;: chaque panneau, la frise des étapes, l&apos;arbre de recherche</translation>
    </message>
    <message>
        <source>Teaching with it: a class step by step, presentation mode, a clicker</source>
        <translation>Enseigner avec&#xa0;: un cours pas à pas, le mode présentation, une télécommande</translation>
    </message>
    <message>
        <source>Lessons: bookmarks, notes, worksheets and handouts</source>
        <translation>Leçons&#xa0;: signets, notes, feuilles d&apos;exercices et polycopiés</translation>
    </message>
    <message>
        <source>A lesson&apos;s web page for the students at home</source>
        <translation>La page web d&apos;une leçon pour les élèves à la maison</translation>
    </message>
    <message>
        <source>Every keyboard shortcut</source>
        <translation>Tous les raccourcis clavier</translation>
    </message>
    <message>
        <source>With a screen reader, the keyboard alone or large text</source>
        <translation>Avec un lecteur d&apos;écran, au clavier seul ou en grands caractères</translation>
    </message>
    <message>
        <source>Counting the solutions for large N</source>
        <translation>Compter les solutions pour un grand N</translation>
    </message>
    <message>
        <source>The command line: nqueens and nqueens-cli</source>
        <translation>La ligne de commande&#xa0;: nqueens et nqueens-cli</translation>
    </message>
    <message>
        <source>Read more</source>
        <translation>Pour aller plus loin</translation>
    </message>
    <message>
        <source>The user guide, in English: Back (%1) returns here.</source>
        <translation>Le guide de l&apos;utilisateur, en anglais&#xa0;: Retour (%1) revient ici.</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Retour</translation>
    </message>
    <message>
        <source>Back to the page before (%1)</source>
        <translation>Retour à la page précédente (%1)</translation>
    </message>
    <message>
        <source>2. Try it yourself</source>
        <translation>2. Essayez vous-même</translation>
    </message>
    <message>
        <source>The window opens in the Simple view: the board, the run&apos;s controls and the pseudocode, and the everyday menu entries. The Full view button at the right of the menus, or %1, shows every panel and menu entry; %1 again (View ▸ %2) goes back. Every key works in both views.</source>
        <translation>La fenêtre s&apos;ouvre dans la vue simplifiée : l&apos;échiquier, les commandes de l&apos;exécution et le pseudo-code, et les entrées de menu de tous les jours. Le bouton « Vue complète », à droite des menus, ou %1 affiche tous les panneaux et toutes les entrées de menu ; %1 à nouveau (Affichage ▸ %2) revient en arrière. Chaque touche fonctionne dans les deux vues.</translation>
    </message>
</context>
<context>
    <name>HandoutPrinter</name>
    <message>
        <source>Solution %1</source>
        <translation>Solution %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (suite)</translation>
    </message>
</context>
<context>
    <name>JobProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>LessonActions</name>
    <message>
        <source>&amp;Open lesson…</source>
        <translation>&amp;Ouvrir une leçon…</translation>
    </message>
    <message>
        <source>Open a lesson: its search, steps and bookmarks</source>
        <translation>Ouvrir une leçon&#xa0;: sa recherche, ses étapes et ses signets</translation>
    </message>
    <message>
        <source>Save the lesson: the search, the step, breakpoints, overlays, panels and bookmarks</source>
        <translation>Enregistrer la leçon&#xa0;: la recherche, l&apos;étape, les points d&apos;arrêt, les indications, les panneaux et les signets</translation>
    </message>
    <message>
        <source>Save the lesson in a new file</source>
        <translation>Enregistrer la leçon dans un nouveau fichier</translation>
    </message>
    <message>
        <source>Mark the step on the board, with a note, to come back to it in class</source>
        <translation>Marquer l&apos;étape affichée, avec une note, pour y revenir en classe</translation>
    </message>
    <message>
        <source>Ne&amp;xt bookmark</source>
        <translation>Signet s&amp;uivant</translation>
    </message>
    <message>
        <source>Go to the next bookmarked step</source>
        <translation>Aller à l&apos;étape suivante qui a un signet</translation>
    </message>
    <message>
        <source>Pre&amp;vious bookmark</source>
        <translation>Si&amp;gnet précédent</translation>
    </message>
    <message>
        <source>Go to the previous bookmarked step</source>
        <translation>Aller à l&apos;étape précédente qui a un signet</translation>
    </message>
    <message>
        <source>Export &amp;worksheet to PDF…</source>
        <translation>Exporter une &amp;feuille d&apos;exercices en PDF…</translation>
    </message>
    <message>
        <source>Save boards of chosen steps with their explanations as a PDF worksheet</source>
        <translation>Enregistrer les échiquiers des étapes choisies, avec leurs explications, dans une feuille d&apos;exercices PDF</translation>
    </message>
    <message>
        <source>Export ani&amp;mation as GIF…</source>
        <translation>Exporter une animation &amp;GIF…</translation>
    </message>
    <message>
        <source>Open &amp;recent lesson</source>
        <translation>Leçons &amp;récentes</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Effacer la liste</translation>
    </message>
    <message>
        <source>Sa&amp;ve lesson</source>
        <translation>&amp;Enregistrer la leçon</translation>
    </message>
    <message>
        <source>Sav&amp;e lesson as…</source>
        <translation>Enregistrer la leçon so&amp;us…</translation>
    </message>
    <message>
        <source>Book&amp;mark this step…</source>
        <translation>Mettre un signet sur cette étape…</translation>
    </message>
    <message>
        <source>Save a range of steps, the path to a solution or bookmarked steps as an animated GIF for slides</source>
        <translation>Enregistrer une plage d&apos;étapes, le chemin vers une solution ou les étapes avec signet en GIF animé pour des diapositives</translation>
    </message>
    <message>
        <source>Export lesson as web pa&amp;ge…</source>
        <translation>Exporter la leçon en page &amp;web…</translation>
    </message>
    <message>
        <source>Save one web page that replays the lesson&apos;s search, with its narration, pseudocode and bookmarks, in any browser without a network</source>
        <translation>Enregistrer une page web qui rejoue la recherche de la leçon, avec ses explications, son pseudo-code et ses signets, dans n&apos;importe quel navigateur sans réseau</translation>
    </message>
</context>
<context>
    <name>LessonBookmarks</name>
    <message>
        <source>Bookmarks</source>
        <translation>Signets</translation>
    </message>
    <message>
        <source>The lesson&apos;s bookmarked steps in order, each with its step, its note and its search. Double-click one to go there; Ctrl+D bookmarks the step on the board.</source>
        <translation>Les étapes avec signet de la leçon, dans l&apos;ordre, chacune avec son étape, sa note et sa recherche. Double-cliquez sur l&apos;une pour y aller&#xa0;; Ctrl+D met un signet sur l&apos;étape affichée sur l&apos;échiquier.</translation>
    </message>
    <message>
        <source>Only the steps of an animated search can be bookmarked</source>
        <translation>Seules les étapes d&apos;une recherche animée peuvent recevoir un signet</translation>
    </message>
    <message>
        <source>Bookmark this step</source>
        <translation>Mettre un signet</translation>
    </message>
    <message>
        <source>A note for step %1 (shown beside the narration when you come back to it):</source>
        <translation>Une note pour l&apos;étape %1 (affichée à côté de la narration quand vous y revenez)&#xa0;:</translation>
    </message>
    <message>
        <source>Step %1 bookmarked</source>
        <translation>Signet mis sur l&apos;étape %1</translation>
    </message>
    <message>
        <source>A lesson keeps steps up to %1: this step cannot be bookmarked</source>
        <translation>Une leçon conserve les étapes jusqu&apos;à %1 seulement&#xa0;: impossible de mettre un signet sur cette étape</translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation>Modifier la note</translation>
    </message>
    <message>
        <source>Note for step %1:</source>
        <translation>Note pour l&apos;étape %1&#xa0;:</translation>
    </message>
    <message>
        <source>No bookmark after step %1</source>
        <translation>Aucun signet après l’étape %1</translation>
    </message>
    <message>
        <source>No bookmark before step %1</source>
        <translation>Aucun signet avant l’étape %1</translation>
    </message>
    <message>
        <source>No bookmarks yet: %1 bookmarks the step on the board</source>
        <translation>Pas encore de signet&#xa0;: %1 met un signet sur l&apos;étape de l&apos;échiquier</translation>
    </message>
    <message>
        <source>“%1” is too long for a lesson to hold (%2 bytes; a lesson holds a trace of up to %3): its steps cannot be bookmarked</source>
        <translation>« %1 » est trop long pour qu’une leçon le contienne (%2 octets ; une leçon contient une trace d’au plus %3) : ses étapes ne peuvent pas être marquées</translation>
    </message>
    <message>
        <source>The lesson&apos;s bookmarks are on the trace “%1”, and a lesson holds one trace: remove them to bookmark the steps of “%2”</source>
        <translation>Les signets de la leçon portent sur la trace « %1 », et une leçon contient une seule trace : supprimez-les pour marquer les étapes de « %2 »</translation>
    </message>
</context>
<context>
    <name>LessonController</name>
    <message>
        <source>Open lesson</source>
        <translation>Ouvrir une leçon</translation>
    </message>
    <message>
        <source>Lessons (*.nqueens);;All files (*)</source>
        <translation>Leçons (*.nqueens);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Lesson “%1” opened</source>
        <translation>Leçon «&#xa0;%1&#xa0;» ouverte</translation>
    </message>
    <message>
        <source>A lesson keeps steps up to %1; the board is at step %2</source>
        <translation>Une leçon conserve les étapes jusqu&apos;à %1 seulement&#xa0;; l&apos;échiquier en est à l&apos;étape %2</translation>
    </message>
    <message>
        <source>The lesson was not saved to “%1”: %2</source>
        <translation>La leçon n&apos;a pas été enregistrée dans «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation type="vanished">ce n&apos;est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>lecon</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>Enregistrer la leçon</translation>
    </message>
    <message>
        <source>Lessons (*.nqueens)</source>
        <translation>Leçons (*.nqueens)</translation>
    </message>
    <message>
        <source>Lesson saved to “%1”</source>
        <translation>Leçon enregistrée dans «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Save the lesson?</source>
        <translation>Enregistrer la leçon&#xa0;?</translation>
    </message>
    <message>
        <source>The bookmarks of this lesson have changed since it was last saved. Save them?</source>
        <translation>Les signets de cette leçon ont changé depuis le dernier enregistrement. Les enregistrer&#xa0;?</translation>
    </message>
    <message>
        <source>N-Queens Visualizer</source>
        <translation>Visualiseur des N reines</translation>
    </message>
    <message>
        <source>Opening “%1” was cancelled</source>
        <translation>Ouverture de «&#xa0;%1&#xa0;» annulée</translation>
    </message>
    <message>
        <source>Export lesson as web page</source>
        <translation>Exporter la leçon en page web</translation>
    </message>
    <message>
        <source>A lesson and its web page keep the built-in search, not your program&apos;s trace: go back to the built-in search (Home) to save or export one (a worksheet and an animation of the trace&apos;s steps can be exported)</source>
        <translation type="vanished">Une leçon et sa page web gardent la recherche intégrée, pas la trace de votre programme&#xa0;: revenez à la recherche intégrée (Début) pour en enregistrer ou en exporter une (une feuille d&apos;exercices et une animation des étapes de la trace peuvent être exportées)</translation>
    </message>
    <message>
        <source>A lesson&apos;s web page keeps the built-in search, not your program&apos;s trace: go back to the built-in search (Home) to export one (a worksheet and an animation of the trace&apos;s steps can be exported, and a lesson saved holds the trace)</source>
        <translation type="vanished">La page web d’une leçon garde la recherche intégrée, pas la trace de votre programme : revenez à la recherche intégrée (Origine) pour en exporter une (une fiche et une animation des étapes de la trace peuvent être exportées, et une leçon enregistrée contient la trace)</translation>
    </message>
    <message>
        <source>The lesson&apos;s bookmarks are on the trace “%1”, but the board shows “%2”, and a lesson holds one trace: show “%1” again or remove its bookmarks</source>
        <translation>Les signets de la leçon portent sur la trace « %1 », mais l’échiquier montre « %2 », et une leçon contient une seule trace : affichez de nouveau « %1 » ou supprimez ses signets</translation>
    </message>
    <message>
        <source>“%1” is too long for a lesson to hold (%2 bytes; a lesson holds a trace of up to %3)</source>
        <translation>« %1 » est trop long pour qu’une leçon le contienne (%2 octets ; une leçon contient une trace d’au plus %3)</translation>
    </message>
    <message>
        <source>it would have %1 bytes, more than a lesson can have (%2)</source>
        <translation>elle aurait %1 octets, plus qu’une leçon ne peut en avoir (%2)</translation>
    </message>
</context>
<context>
    <name>LessonOpener</name>
    <message>
        <source>“%1” has %2 bytes; it may have at most %3</source>
        <translation>«&#xa0;%1&#xa0;» a %2 octets&#xa0;; il en faut au plus %3</translation>
    </message>
    <message>
        <source>“%1” and “%2” are both given; a lesson may hold only one of them</source>
        <translation>«&#xa0;%1&#xa0;» et «&#xa0;%2&#xa0;» sont tous deux présents&#xa0;; une leçon ne peut en contenir qu&apos;un</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation type="vanished">ce n&apos;est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation type="vanished">ce fichier n&apos;existe pas</translation>
    </message>
    <message>
        <source>Checking the steps of “%1”…</source>
        <translation>Vérification des étapes de «&#xa0;%1&#xa0;»…</translation>
    </message>
    <message>
        <source>Cannot open the lesson “%1”: %2.</source>
        <translation>Impossible d&apos;ouvrir la leçon «&#xa0;%1&#xa0;»&#xa0;: %2.</translation>
    </message>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation>le fichier ne peut pas être lu (%1)</translation>
    </message>
    <message>
        <source>the file has %1 bytes, more than a lesson can have (%2)</source>
        <translation>le fichier fait %1 octets, plus qu&apos;une leçon ne peut en avoir (%2)</translation>
    </message>
    <message>
        <source>it is not a lesson file (not JSON: %1 at byte %2)</source>
        <translation>ce n&apos;est pas un fichier de leçon (pas du JSON&#xa0;: %1 à l&apos;octet %2)</translation>
    </message>
    <message>
        <source>it is not a lesson file of this program</source>
        <translation>ce n&apos;est pas un fichier de leçon de ce programme</translation>
    </message>
    <message>
        <source>it was saved by a newer version of the program (lesson format %1; this version reads format %2)</source>
        <translation>elle a été enregistrée par une version plus récente du programme (format de leçon %1&#xa0;; cette version lit le format %2)</translation>
    </message>
    <message>
        <source>“%1” is missing</source>
        <translation>«&#xa0;%1&#xa0;» est absent</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>text</source>
        <translation>du texte</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>an object with fields</source>
        <translation>un objet avec des champs</translation>
    </message>
    <message>
        <source>“%1” should be %2</source>
        <translation>«&#xa0;%1&#xa0;» devrait être %2</translation>
    </message>
    <message>
        <source>“%1” is %2; it must be within %3</source>
        <translation>«&#xa0;%1&#xa0;» vaut %2&#xa0;; la valeur doit être comprise dans %3</translation>
    </message>
    <message>
        <source>“%1” holds the control character %2</source>
        <translation>«&#xa0;%1&#xa0;» contient le caractère de contrôle %2</translation>
    </message>
    <message>
        <source>“%1” is “%2”; it must be one of: %3</source>
        <translation>«&#xa0;%1&#xa0;» vaut «&#xa0;%2&#xa0;»&#xa0;; la valeur doit être l&apos;une de celles-ci&#xa0;: %3</translation>
    </message>
    <message>
        <source>“%1” repeats %2</source>
        <translation>«&#xa0;%1&#xa0;» répète %2</translation>
    </message>
    <message>
        <source>“%1” are not queens a search can start from (they attack each other or leave a level empty before another queen)</source>
        <translation>«&#xa0;%1&#xa0;» ne sont pas des reines d&apos;où une recherche peut partir (elles s&apos;attaquent entre elles ou laissent un niveau vide avant une autre reine)</translation>
    </message>
    <message>
        <source>“%1” is step %2, but that search ends at step %3</source>
        <translation>«&#xa0;%1&#xa0;» est l&apos;étape %2, mais cette recherche se termine à l&apos;étape %3</translation>
    </message>
    <message>
        <source>opening was cancelled</source>
        <translation>l&apos;ouverture a été annulée</translation>
    </message>
    <message>
        <source>“%1” is %2; it must be 0 (full speed) or within %3</source>
        <translation>«&#xa0;%1&#xa0;» vaut %2&#xa0;; la valeur doit être 0 (pleine vitesse) ou comprise dans %3</translation>
    </message>
    <message numerus="yes">
        <source>“%1” has %Ln entries; it must have %2</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;» a %Ln entrée&#xa0;; il en faut %2</numerusform>
            <numerusform>«&#xa0;%1&#xa0;» a %Ln entrées&#xa0;; il en faut %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” has %Ln entries; it may have at most %2</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;» a %Ln entrée&#xa0;; il en faut au plus %2</numerusform>
            <numerusform>«&#xa0;%1&#xa0;» a %Ln entrées&#xa0;; il en faut au plus %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” has %Ln characters; it may have at most %2</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;» a %Ln caractère&#xa0;; il en faut au plus %2</numerusform>
            <numerusform>«&#xa0;%1&#xa0;» a %Ln caractères&#xa0;; il en faut au plus %2</numerusform>
        </translation>
    </message>
    <message>
        <source>text in Base64</source>
        <translation>du texte en Base64</translation>
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
        <translation>rangée par rangée</translation>
    </message>
    <message>
        <source>column by column</source>
        <translation>colonne par colonne</translation>
    </message>
    <message>
        <source>first solution</source>
        <translation>première solution</translation>
    </message>
    <message>
        <source>all solutions</source>
        <translation>toutes les solutions</translation>
    </message>
    <message>
        <source>Steps %1 to %2</source>
        <translation>Étapes %1 à %2</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>Row %1, column %2: queen</source>
        <translation type="vanished">Rangée %1, colonne %2&#xa0;: dame</translation>
    </message>
    <message>
        <source>Row %1, column %2: empty</source>
        <translation type="vanished">Rangée %1, colonne %2&#xa0;: vide</translation>
    </message>
    <message>
        <source>Row %1, column %2: candidate</source>
        <translation type="vanished">Rangée %1, colonne %2&#xa0;: case candidate</translation>
    </message>
    <message>
        <source>What the step did</source>
        <translation>Ce qu&apos;a fait l&apos;étape</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Commandes</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Reculer</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Avancer</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Plus lent</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Plus vite</translation>
    </message>
    <message>
        <source>%1 steps a second</source>
        <translation>%1 étapes par seconde</translation>
    </message>
    <message>
        <source>Previous bookmark</source>
        <translation>Signet précédent</translation>
    </message>
    <message>
        <source>Next bookmark</source>
        <translation>Signet suivant</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudo-code</translation>
    </message>
    <message>
        <source>Safety check</source>
        <translation>Vérification de sûreté</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Compteurs</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>Tries</source>
        <translation>Essais</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Vérifications</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Placements</translation>
    </message>
    <message>
        <source>Removals</source>
        <translation>Retraits</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Retours sur trace</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Solutions</translation>
    </message>
    <message>
        <source>The placement, cols[row] = col</source>
        <translation>Le placement, cols[row] = col</translation>
    </message>
    <message>
        <source>The placement, rows[col] = row</source>
        <translation>Le placement, rows[col] = row</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>Signets</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Étape %1</translation>
    </message>
    <message>
        <source>No bookmarks in these steps</source>
        <translation>Aucun signet dans ces étapes</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Note&#xa0;:</translation>
    </message>
    <message>
        <source>Keys: Right step, Left step back, Space play or pause, Home reset, + and - speed, . and , next and previous bookmark</source>
        <translation>Touches&#xa0;: Droite avancer, Gauche reculer, Espace lancer ou mettre en pause, Début recommencer, + et - vitesse, . et , signet suivant et précédent</translation>
    </message>
    <message>
        <source>Made with the N-Queens Visualizer: this page replays the search without a network.</source>
        <translation>Créée avec le Visualiseur des N reines&#xa0;: cette page rejoue la recherche sans réseau.</translation>
    </message>
    <message>
        <source>The lesson&apos;s queens are not a start the search can continue from</source>
        <translation>La recherche ne peut pas continuer à partir des dames de la leçon</translation>
    </message>
    <message>
        <source>The range of steps %1-%2 is empty</source>
        <translation>La plage d’étapes %1-%2 est vide</translation>
    </message>
    <message>
        <source>Steps %1 to %2 are too many for one page: it holds at most %3 steps (%4)</source>
        <translation>Les étapes %1 à %2 sont trop nombreuses pour une page&#xa0;: elle en contient au plus %3 (%4)</translation>
    </message>
    <message>
        <source>The search ends at step %1: there is no step %2</source>
        <translation>La recherche se termine à l’étape %1&#xa0;: il n’y a pas d’étape %2</translation>
    </message>
    <message>
        <source>The page&apos;s template is missing from the program</source>
        <translation>Le modèle de la page manque au programme</translation>
    </message>
    <message>
        <source>N-Queens, N=%1: steps %2 to %3</source>
        <translation>N reines, N=%1&#xa0;: étapes %2 à %3</translation>
    </message>
    <message>
        <source>Steps %1 to %2 make a page of %3, more than the %4 a page may have: choose fewer steps</source>
        <translation>Les étapes %1 à %2 donnent une page de %3, plus que les %4 permis&#xa0;: choisissez moins d’étapes</translation>
    </message>
    <message>
        <source>A page starts at step %1 at the latest, not at step %2</source>
        <translation>Une page commence au plus tard à l’étape %1, pas à l’étape %2</translation>
    </message>
    <message>
        <source>On the board (one Tab stop): the arrow keys go from square to square, Home and End to the ends of a row, Ctrl+Home and Ctrl+End to the corners, without moving the search</source>
        <translation>Sur l&apos;échiquier (un seul arrêt de Tab)&#xa0;: les flèches vont de case en case, Début et Fin aux bouts d&apos;une rangée, Ctrl+Début et Ctrl+Fin aux coins, sans faire avancer la recherche</translation>
    </message>
    <message>
        <source>N=%1 · %2 · %3</source>
        <translation>N=%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Go to the first violation (F8)</source>
        <translation>Aller à la première violation (F8)</translation>
    </message>
    <message>
        <source>Whose search is shown</source>
        <translation>À qui est la recherche montrée</translation>
    </message>
    <message>
        <source>The search of your program: %1 (N=%2), not the built-in search</source>
        <translation>La recherche de votre programme&#xa0;: %1 (N=%2), pas la recherche intégrée</translation>
    </message>
    <message>
        <source>The trace ends at step %1: there is no step %2</source>
        <translation>La trace se termine à l&apos;étape %1&#xa0;: il n&apos;y a pas d&apos;étape %2</translation>
    </message>
    <message>
        <source>%1 — your program&apos;s search, N=%2: steps %3 to %4</source>
        <translation>%1 — recherche de votre programme, N=%2&#xa0;: étapes %3 à %4</translation>
    </message>
    <message>
        <source>Keys: Right step, Left step back, Space play or pause, Home reset, + and - speed, . and , next and previous bookmark, F8 the first violation</source>
        <translation>Touches&#xa0;: Droite avancer, Gauche reculer, Espace lancer ou mettre en pause, Début recommencer, + et - vitesse, . et , signet suivant et précédent, F8 la première violation</translation>
    </message>
</context>
<context>
    <name>LessonPageExport</name>
    <message>
        <source>Cannot write %1</source>
        <translation>Impossible d’écrire %1</translation>
    </message>
    <message>
        <source>The old file is kept.</source>
        <translation>L’ancien fichier est conservé.</translation>
    </message>
    <message>
        <source>Web page not saved: %1 is as it was</source>
        <translation>Page web non enregistrée&#xa0;: %1 n&apos;a pas changé</translation>
    </message>
    <message>
        <source>Web page not saved</source>
        <translation>Page web non enregistrée</translation>
    </message>
    <message>
        <source>Web page saved to %1: steps %2 to %3, %4</source>
        <translation>Page web enregistrée dans %1&#xa0;: étapes %2 à %3, %4</translation>
    </message>
    <message>
        <source>Export lesson as web page</source>
        <translation>Exporter la leçon en page web</translation>
    </message>
    <message>
        <source>lesson.html</source>
        <translation>lecon.html</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Page web (*.html)</translation>
    </message>
    <message>
        <source>Saving the web page…</source>
        <translation>Enregistrement de la page web…</translation>
    </message>
    <message>
        <source>%1 is the lesson the page is made from: choose another name for the page</source>
        <translation>%1 est la leçon dont la page est faite&#xa0;: choisissez un autre nom pour la page</translation>
    </message>
    <message>
        <source>%1 exists and is not a web page of a lesson: it is kept; choose another name for the page</source>
        <translation>%1 existe et n’est pas la page web d’une leçon&#xa0;: il est conservé&#xa0;; choisissez un autre nom pour la page</translation>
    </message>
</context>
<context>
    <name>LevelChart</name>
    <message>
        <source>Placements and backtracks by level</source>
        <translation>Placements et retours sur trace par niveau</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Rangée %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Colonne %1</translation>
    </message>
    <message>
        <source>placements</source>
        <translation>placements</translation>
    </message>
    <message>
        <source>backtracks</source>
        <translation>retours sur trace</translation>
    </message>
    <message>
        <source>%1 — placements: %2, backtracks: %3</source>
        <translation>%1 — placements : %2, retours sur trace : %3</translation>
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
        <translation>Ligne actuelle %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>LivePage</name>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Plein écran</translation>
    </message>
    <message>
        <source>Steps run so far</source>
        <translation>Étapes parcourues jusqu&apos;ici</translation>
    </message>
    <message>
        <source>No solution found yet</source>
        <translation>Aucune solution trouvée pour l&apos;instant</translation>
    </message>
    <message>
        <source>Check your program</source>
        <translation>Vérifier votre programme</translation>
    </message>
    <message>
        <source>Choose a trace file</source>
        <translation>Choisir un fichier de trace</translation>
    </message>
    <message>
        <source>or drop a .trace file here, or paste a trace below</source>
        <translation>ou déposez ici un fichier .trace, ou collez une trace ci-dessous</translation>
    </message>
    <message>
        <source>Your program&apos;s trace</source>
        <translation>La trace de votre programme</translation>
    </message>
    <message>
        <source>Check the trace</source>
        <translation>Vérifier la trace</translation>
    </message>
    <message>
        <source>The program stops at the first solution</source>
        <translation>Le programme s&apos;arrête à la première solution</translation>
    </message>
    <message>
        <source>the pasted trace</source>
        <translation>la trace collée</translation>
    </message>
    <message>
        <source>Back to the built-in search</source>
        <translation>Retour à la recherche intégrée</translation>
    </message>
    <message>
        <source>The link&apos;s %1 could not be used: %2 is shown instead</source>
        <translation>Le lien donne %1, inutilisable&#xa0;: %2 est affiché à la place</translation>
    </message>
    <message>
        <source>Keys: Right step, Left step back, Space play or pause, Home reset, + and - speed, F8 the first violation of a trace</source>
        <translation>Touches&#xa0;: Droite avancer, Gauche reculer, Espace lancer ou mettre en pause, Début recommencer, + et - vitesse, F8 la première violation d&apos;une trace</translation>
    </message>
    <message>
        <source>Made with the N-Queens Visualizer: this page runs the search itself, without a network.</source>
        <translation>Créée avec le Visualiseur des N reines&#xa0;: cette page effectue la recherche elle-même, sans réseau.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The search starts below your queens</source>
        <translation>La recherche commence sous vos reines</translation>
    </message>
    <message>
        <source>Settings restored to their defaults</source>
        <translation>Réglages rétablis aux valeurs par défaut</translation>
    </message>
    <message>
        <source>Text size %1%</source>
        <translation>Taille du texte : %1 %</translation>
    </message>
    <message>
        <source>A student&apos;s trace has no web link: drop the trace file on the web page to check it there</source>
        <translation>La trace d&apos;un élève n&apos;a pas de lien web : déposez le fichier de la trace sur la page web pour l&apos;y vérifier</translation>
    </message>
    <message>
        <source>Link to step %1 copied: %2</source>
        <translation>Lien vers l&apos;étape %1 copié : %2</translation>
    </message>
</context>
<context>
    <name>MenuAccessibles</name>
    <message>
        <source>Submenu: Right opens it.</source>
        <translation>Sous-menu&#xa0;: la flèche droite l&apos;ouvre.</translation>
    </message>
</context>
<context>
    <name>NarrationLabel</name>
    <message>
        <source>Step %1 · %2</source>
        <translation>Étape %1 · %2</translation>
    </message>
    <message>
        <source>Paused at a breakpoint</source>
        <translation>En pause sur un point d&apos;arrêt</translation>
    </message>
    <message>
        <source>Paused at the next solution</source>
        <translation>En pause à la solution suivante</translation>
    </message>
    <message>
        <source>Paused at the next backtrack</source>
        <translation>En pause au prochain retour sur trace</translation>
    </message>
    <message>
        <source>Paused: a queen was placed in row %1</source>
        <translation>En pause&#xa0;: une reine a été placée dans la rangée %1</translation>
    </message>
    <message>
        <source>Paused: a queen was placed in column %1</source>
        <translation>En pause&#xa0;: une reine a été placée dans la colonne %1</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>same column</source>
        <translation>même colonne</translation>
    </message>
    <message>
        <source>same row</source>
        <translation>même rangée</translation>
    </message>
    <message>
        <source>same diagonal</source>
        <translation>même diagonale</translation>
    </message>
    <message>
        <source>same anti-diagonal</source>
        <translation>même antidiagonale</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Rangée %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Colonne %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>colonne %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>rangée %1</translation>
    </message>
    <message>
        <source>%1: trying %2</source>
        <translation>%1&#xa0;: essai de la %2</translation>
    </message>
    <message>
        <source>%1: %2 is attacked by the queen in row %3, column %4 (%5)</source>
        <translation>%1&#xa0;: la %2 est attaquée par la reine en rangée %3, colonne %4 (%5)</translation>
    </message>
    <message>
        <source>%1: %2 is the lowest free square of the bitmask: queen placed</source>
        <translation>%1&#xa0;: la %2 est la case libre la plus basse du masque de bits&#xa0;: reine placée</translation>
    </message>
    <message>
        <source>%1: %2 is safe: queen placed</source>
        <translation>%1&#xa0;: la %2 est sûre&#xa0;: reine placée</translation>
    </message>
    <message>
        <source>%1: lifting the queen from %2 to try the next square</source>
        <translation>%1&#xa0;: on retire la reine de la %2 pour essayer la case suivante</translation>
    </message>
    <message>
        <source>Row 0 has no column left to try: the search is over</source>
        <translation>La rangée 0 n&apos;a plus de colonne à essayer&#xa0;: la recherche est terminée</translation>
    </message>
    <message>
        <source>Column 0 has no row left to try: the search is over</source>
        <translation>La colonne 0 n&apos;a plus de rangée à essayer&#xa0;: la recherche est terminée</translation>
    </message>
    <message>
        <source>Row %1 has no safe column left: back to row %2</source>
        <translation>La rangée %1 n&apos;a plus de colonne sûre&#xa0;: retour à la rangée %2</translation>
    </message>
    <message>
        <source>Column %1 has no safe row left: back to column %2</source>
        <translation>La colonne %1 n&apos;a plus de rangée sûre&#xa0;: retour à la colonne %2</translation>
    </message>
    <message>
        <source>The search has ended</source>
        <translation>La recherche est terminée</translation>
    </message>
    <message>
        <source>No solution exists for N=2: any two squares in different rows and columns of a 2×2 board share a diagonal (the search checked every placement in %1 steps)</source>
        <translation>Il n&apos;y a pas de solution pour N=2&#xa0;: deux cases d&apos;un échiquier 2×2 sur des rangées et des colonnes différentes partagent toujours une diagonale (la recherche a vérifié toutes les dispositions en %1 étapes)</translation>
    </message>
    <message>
        <source>No solution exists for N=%1 (the search checked every placement in %2 steps)</source>
        <translation>Il n&apos;y a pas de solution pour N=%1 (la recherche a vérifié toutes les dispositions en %2 étapes)</translation>
    </message>
    <message numerus="yes">
        <source>All %1 solutions found in %2 steps</source>
        <translation>
            <numerusform>%1 solution trouvée en %2 étapes : la seule</numerusform>
            <numerusform>Les %1 solutions trouvées en %2 étapes</numerusform>
        </translation>
    </message>
    <message>
        <source>Ready: press Play to watch the search, or Step to go one step at a time</source>
        <translation>Prêt&#xa0;: appuyez sur Lancer pour suivre la recherche, ou sur Avancer pour aller étape par étape</translation>
    </message>
    <message>
        <source>less than a second</source>
        <translation>moins d&apos;une seconde</translation>
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
        <translation>%1 heures</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 jours</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 ans</translation>
    </message>
    <message>
        <source>Count of N=%1 cancelled after %2</source>
        <translation>Comptage de N=%1 annulé après %2</translation>
    </message>
    <message numerus="yes">
        <source>N=%1 has %2 solutions, %3 of them fundamental (counted in %4)</source>
        <translation>
            <numerusform>N=%1 a %2 solution, dont %3 fondamentale (comptée en %4)</numerusform>
            <numerusform>N=%1 a %2 solutions, dont %3 fondamentales (comptées en %4)</numerusform>
        </translation>
    </message>
    <message>
        <source>List every solution of N=%1 with its symmetry class, without animation: press Start</source>
        <translation>Lister chaque solution de N=%1 avec sa classe de symétrie, sans animation&#xa0;: appuyez sur Démarrer</translation>
    </message>
    <message>
        <source>Listing the solutions of N=%1… %2 so far (%3%)</source>
        <translation>Liste des solutions de N=%1 en cours… %2 jusqu&apos;ici (%3&#xa0;%)</translation>
    </message>
    <message numerus="yes">
        <source>Listing cancelled: the list holds the %1 solutions found so far</source>
        <translation>
            <numerusform>Liste annulée : elle contient %1 solution trouvée jusqu&apos;ici</numerusform>
            <numerusform>Liste annulée : elle contient les %1 solutions trouvées jusqu&apos;ici</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %1 solutions of N=%2 listed with their symmetry classes in %3</source>
        <translation>
            <numerusform>%1 solution de N=%2 listée avec sa classe de symétrie en %3</numerusform>
            <numerusform>Les %1 solutions de N=%2 listées avec leurs classes de symétrie en %3</numerusform>
        </translation>
    </message>
    <message>
        <source>. The list holds the first %1: more would not fit in memory</source>
        <translation>. La liste contient les %1 premières&#xa0;: il n&apos;en tient pas plus en mémoire</translation>
    </message>
    <message numerus="yes">
        <source>Solution %1 found: all %n queens are placed and none attacks another</source>
        <translation>
            <numerusform>Solution %1 trouvée : la seule reine est placée et rien ne peut l&apos;attaquer</numerusform>
            <numerusform>Solution %1 trouvée : les %n reines sont placées et aucune n&apos;en attaque une autre</numerusform>
        </translation>
    </message>
    <message>
        <source>First solution found at step %1; the search stopped there, after %2 steps</source>
        <translation>Première solution trouvée à l&apos;étape %1&#xa0;; la recherche s&apos;est arrêtée là, après %2 étapes</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>environ %1</translation>
    </message>
    <message>
        <source>Count the solutions of N=%1 on all cores: press Start. Expected time: %2</source>
        <translation>Compter les solutions de N=%1 sur tous les cœurs&#xa0;: appuyez sur Démarrer. Durée prévue&#xa0;: %2</translation>
    </message>
    <message>
        <source>Counting the solutions of N=%1… %2% done, %3 left</source>
        <translation>Comptage des solutions de N=%1… %2&#xa0;% effectués, encore %3</translation>
    </message>
    <message numerus="yes">
        <source>No solution extends these %n queens (the search checked every placement in %1 steps)</source>
        <translation>
            <numerusform>Aucune solution ne complète cette dame (la recherche a vérifié chaque placement en %1 étapes)</numerusform>
            <numerusform>Aucune solution ne complète ces %n dames (la recherche a vérifié chaque placement en %1 étapes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A solution extends these %n queens: found at step %1</source>
        <translation>
            <numerusform>Une solution complète cette dame&#xa0;: trouvée à l&apos;étape %1</numerusform>
            <numerusform>Une solution complète ces %n dames&#xa0;: trouvée à l&apos;étape %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 solutions extend these queens, found in %2 steps</source>
        <translation>
            <numerusform>%1 solution complète ces dames, trouvée en %2 étapes</numerusform>
            <numerusform>%1 solutions complètent ces dames, trouvées en %2 étapes</numerusform>
        </translation>
    </message>
    <message>
        <source>Count of N=%1 cancelled after %2, %3% done: its next Start offers to continue it</source>
        <translation>Comptage de N=%1 annulé après %2, %3&#xa0;% effectués&#xa0;: le prochain Démarrer propose de le reprendre</translation>
    </message>
    <message>
        <source>N=%1 has %2 solutions, %3 of them fundamental (continued from %4%, the rest counted in %5)</source>
        <translation>N=%1 a %2 solutions, dont %3 fondamentales (repris à %4&#xa0;%, le reste compté en %5)</translation>
    </message>
    <message>
        <source>No solution exists for N=3: wherever the first queen stands, at most one more fits, so the last row never has a safe square (the search checked every placement in %1 steps)</source>
        <translation>Il n&apos;y a pas de solution pour N=3 : où que soit la première dame, une seule autre au plus trouve sa place, donc la dernière ligne n&apos;a jamais de case sûre (la recherche a vérifié chaque placement en %1 étapes)</translation>
    </message>
    <message>
        <source>No solution exists for N=3: wherever the first queen stands, at most one more fits, so the last column never has a safe square (the search checked every placement in %1 steps)</source>
        <translation>Il n&apos;y a pas de solution pour N=3 : où que soit la première dame, une seule autre au plus trouve sa place, donc la dernière colonne n&apos;a jamais de case sûre (la recherche a vérifié chaque placement en %1 étapes)</translation>
    </message>
</context>
<context>
    <name>PageCommand</name>
    <message>
        <source>“%1” opens on a student&apos;s trace; a lesson&apos;s web page keeps the built-in search</source>
        <translation type="vanished">« %1 » s’ouvre sur la trace d’un élève ; la page web d’une leçon garde la recherche intégrée</translation>
    </message>
</context>
<context>
    <name>PageRangeDialog</name>
    <message>
        <source>Export lesson as web page</source>
        <translation>Exporter la leçon en page web</translation>
    </message>
    <message>
        <source>The page replays these steps of the search in any browser. It holds at most %1 steps; a page that starts far into the search takes a few seconds to make.</source>
        <translation>La page rejoue ces étapes de la recherche dans n’importe quel navigateur. Elle en contient au plus %1&#xa0;; une page qui commence loin dans la recherche demande quelques secondes.</translation>
    </message>
    <message>
        <source>&amp;From step:</source>
        <translation>&amp;De l’étape&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;To step:</source>
        <translation>&amp;À l’étape&#xa0;:</translation>
    </message>
    <message>
        <source>The last step comes before the first.</source>
        <translation>La dernière étape précède la première.</translation>
    </message>
    <message>
        <source>That is %1 steps; a page holds at most %2.</source>
        <translation>Cela fait %1 étapes&#xa0;; une page en contient au plus %2.</translation>
    </message>
</context>
<context>
    <name>PathWindowView</name>
    <message>
        <source>step %1</source>
        <translation>étape %1</translation>
    </message>
    <message>
        <source>%1: your queen, there from the start</source>
        <translation>%1&#xa0;: votre reine, présente dès le départ</translation>
    </message>
    <message>
        <source>%1: placed at step %2</source>
        <translation>%1&#xa0;: placée à l&apos;étape %2</translation>
    </message>
    <message>
        <source>%1: being tried now</source>
        <translation>%1&#xa0;: en cours d&apos;essai</translation>
    </message>
    <message>
        <source>%1: explored, its queen lifted again</source>
        <translation>%1&#xa0;: explorée, sa reine retirée depuis</translation>
    </message>
    <message>
        <source>%1: rejected, attacked by a queen above</source>
        <translation>%1&#xa0;: rejetée, attaquée par une reine plus haut</translation>
    </message>
    <message>
        <source>%1: attacked, never tried by the bitmask</source>
        <translation>%1&#xa0;: attaquée, jamais essayée par le masque de bits</translation>
    </message>
    <message>
        <source>%1: not tried yet</source>
        <translation>%1&#xa0;: pas encore essayée</translation>
    </message>
    <message>
        <source>searching</source>
        <translation>recherche</translation>
    </message>
    <message>
        <source>your queen</source>
        <translation>votre reine</translation>
    </message>
</context>
<context>
    <name>PlacementArrayView</name>
    <message>
        <source>column</source>
        <translation>colonne</translation>
    </message>
    <message>
        <source>row</source>
        <translation>ligne</translation>
    </message>
</context>
<context>
    <name>PracticeMode</name>
    <message>
        <source>Try it yourself</source>
        <translation>Essayez vous-même</translation>
    </message>
    <message>
        <source>Place queens by hand: click a square, or move with the arrow keys and press Enter. The panel says why a square is unsafe; Hint shows the square the algorithm would choose, and the search can continue from your queens.</source>
        <translation>Placez les reines à la main&#xa0;: cliquez sur une case, ou déplacez-vous avec les flèches et appuyez sur Enter. Le panneau dit pourquoi une case n&apos;est pas sûre&#xa0;; Indice montre la case que l&apos;algorithme choisirait, et la recherche peut continuer à partir de vos reines.</translation>
    </message>
</context>
<context>
    <name>PracticePanel</name>
    <message>
        <source>Click a square (or move with the arrow keys and press Enter) to put a queen there or lift it. One queen per row, as in the array cols[row].</source>
        <translation>Cliquez sur une case (ou déplacez-vous avec les flèches et appuyez sur Enter) pour y poser une reine ou la retirer. Une reine par rangée, comme dans le tableau cols[row].</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Show the square the backtracking algorithm would choose next (H)</source>
        <translation>Montrer la case que l&apos;algorithme de retour sur trace choisirait ensuite (H)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vider</translation>
    </message>
    <message>
        <source>Lift every queen</source>
        <translation>Retirer toutes les reines</translation>
    </message>
    <message>
        <source>&amp;Continue the search from here</source>
        <translation>Contin&amp;uer la recherche d&apos;ici</translation>
    </message>
    <message>
        <source>Start the search below your queens: it finds every solution that keeps them</source>
        <translation>Lancer la recherche sous vos reines&#xa0;: elle trouve toutes les solutions qui les conservent</translation>
    </message>
    <message>
        <source>Back to the search</source>
        <translation>Retour à la recherche</translation>
    </message>
    <message>
        <source>Leave Try it yourself (T)</source>
        <translation>Quitter «&#xa0;Essayez vous-même&#xa0;» (T)</translation>
    </message>
    <message>
        <source>Hint: the algorithm would try row %1, column %2 next: the first safe square of %3.</source>
        <translation>Indice&#xa0;: l&apos;algorithme essaierait ensuite la rangée %1, colonne %2&#xa0;: la première case sûre de la %3.</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>rangée %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>colonne %1</translation>
    </message>
    <message>
        <source>Hint: row %1 has no safe square left. The algorithm would backtrack: lift the queen in row %2 and move it further right.</source>
        <translation>Indice&#xa0;: la rangée %1 n&apos;a plus de case sûre. L&apos;algorithme reviendrait en arrière&#xa0;: retirer la reine de la rangée %2 et la déplacer plus à droite.</translation>
    </message>
    <message>
        <source>Hint: column %1 has no safe square left. The algorithm would backtrack: lift the queen in column %2 and move it further down.</source>
        <translation>Indice&#xa0;: la colonne %1 n&apos;a plus de case sûre. L&apos;algorithme reviendrait en arrière&#xa0;: retirer la reine de la colonne %2 et la déplacer plus bas.</translation>
    </message>
    <message>
        <source>Hint: the queens in row %1, column %2 and row %3, column %4 attack each other. Lift one of them first.</source>
        <translation>Indice&#xa0;: les reines de la rangée %1, colonne %2 et de la rangée %3, colonne %4 s&apos;attaquent. Retirez-en d&apos;abord une.</translation>
    </message>
    <message>
        <source>The queen in row %1, column %2 is lifted.</source>
        <translation>La reine de la rangée %1, colonne %2 est retirée.</translation>
    </message>
    <message>
        <source>Nothing left to do: this is a solution.</source>
        <translation>Plus rien à faire&#xa0;: c&apos;est une solution.</translation>
    </message>
    <message>
        <source>Every level has a queen.</source>
        <translation>Chaque niveau a une reine.</translation>
    </message>
    <message>
        <source>Lift the queens that attack each other first.</source>
        <translation>Retirez d&apos;abord les reines qui s&apos;attaquent entre elles.</translation>
    </message>
    <message>
        <source>Place some queens first.</source>
        <translation>Placez d&apos;abord quelques reines.</translation>
    </message>
    <message>
        <source>The search fills rows from the top: put your queens in rows 0, 1, 2, … without gaps.</source>
        <translation>La recherche remplit les rangées depuis le haut&#xa0;: placez vos reines dans les rangées 0, 1, 2, … sans trou.</translation>
    </message>
    <message>
        <source>The search fills columns from the left: put your queens in columns 0, 1, 2, … without gaps.</source>
        <translation>La recherche remplit les colonnes depuis la gauche&#xa0;: placez vos reines dans les colonnes 0, 1, 2, … sans trou.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is safe: no queen attacks it.</source>
        <translation>Rangée %1, colonne %2&#xa0;: case sûre, aucune reine ne l&apos;attaque.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is not safe: the queen in row %3, column %4 attacks it (%5).</source>
        <translation>Rangée %1, colonne %2&#xa0;: case non sûre, la reine en rangée %3, colonne %4 l&apos;attaque (%5).</translation>
    </message>
    <message>
        <source>An empty %1×%1 board: place the first queen.</source>
        <translation>Un échiquier %1×%1 vide&#xa0;: placez la première reine.</translation>
    </message>
    <message>
        <source>%1 of %2 queens placed, none attacks another.</source>
        <translation>%1 reines placées sur %2, aucune n&apos;en attaque une autre.</translation>
    </message>
    <message>
        <source>Queens attacking it in all: %1.</source>
        <translation>Reines qui l&apos;attaquent en tout&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs of queens attack each other.</source>
        <translation>
            <numerusform>%n paire de reines s&apos;attaque.</numerusform>
            <numerusform>%n paires de reines s&apos;attaquent.</numerusform>
        </translation>
    </message>
    <message>
        <source>The queens in row %1, column %2 and row %3, column %4 attack each other.</source>
        <translation>Les reines de la rangée %1, colonne %2 et de la rangée %3, colonne %4 s&apos;attaquent.</translation>
    </message>
    <message numerus="yes">
        <source>%n more pairs of queens attack each other.</source>
        <translation>
            <numerusform>%n autre paire de reines s&apos;attaque.</numerusform>
            <numerusform>%n autres paires de reines s&apos;attaquent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved! %n queens and none attacks another.</source>
        <translation>
            <numerusform>Résolu ! %n reine, et rien ne peut l&apos;attaquer.</numerusform>
            <numerusform>Résolu ! %n reines et aucune n&apos;en attaque une autre.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProgramPanel</name>
    <message>
        <source>No program was run: the command line is empty</source>
        <translation>Aucun programme n&apos;a été lancé&#xa0;: la ligne de commande est vide</translation>
    </message>
    <message>
        <source>the system refused to start it</source>
        <translation>le système a refusé de le lancer</translation>
    </message>
    <message>
        <source>%1 could not be started in the folder %2: %3</source>
        <translation>%1 n&apos;a pas pu être lancé dans le dossier %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Your program</source>
        <translation>Votre programme</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Stop the program and everything it started</source>
        <translation>Arrêter le programme et tout ce qu&apos;il a lancé</translation>
    </message>
    <message>
        <source>Your program&apos;s run</source>
        <translation>L&apos;exécution de votre programme</translation>
    </message>
    <message>
        <source>What your program printed besides its trace</source>
        <translation>Ce que votre programme a écrit en plus de sa trace</translation>
    </message>
    <message>
        <source>Running %1 in %2: %3 lines read, %4 s of its %5 s</source>
        <translation>%1 s&apos;exécute dans %2&#xa0;: %3 lignes lues, %4 s sur ses %5 s</translation>
    </message>
    <message>
        <source>Standard error:</source>
        <translation>Sortie d&apos;erreur standard&#xa0;:</translation>
    </message>
    <message>
        <source>%1 ended with exit status %2 after %3 s</source>
        <translation>%1 s&apos;est terminé avec le code de sortie %2 après %3 s</translation>
    </message>
    <message>
        <source>%1 was ended by a signal after %2 s (it crashed or was killed)</source>
        <translation>%1 a été arrêté par un signal après %2 s (plantage ou arrêt forcé)</translation>
    </message>
    <message>
        <source>%1 was stopped after %2 s</source>
        <translation>%1 a été arrêté après %2 s</translation>
    </message>
    <message>
        <source>%1 was stopped at its time limit of %2 s</source>
        <translation>%1 a été arrêté à sa limite de temps de %2 s</translation>
    </message>
    <message>
        <source>%1 was stopped after %2 s: its trace reached %3 events, the most a trace may hold</source>
        <translation>%1 a été arrêté après %2 s&#xa0;: sa trace a atteint %3 événements, le maximum qu&apos;une trace peut contenir</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 n&apos;a pas pu être lancé&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 lines read: %2 events, %3 of its own output</source>
        <translation>%1 lignes lues&#xa0;: %2 événements, %3 de sa propre sortie</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es) of the program ended with the run</source>
        <translation>
            <numerusform>%n processus du programme a pris fin avec l’exécution</numerusform>
            <numerusform>%n processus du programme ont pris fin avec l’exécution</numerusform>
        </translation>
    </message>
    <message>
        <source>Its standard input is empty: a prompt for input reads the end of the input (give N as an argument, {N}, instead)</source>
        <translation>Son entrée standard est vide&#xa0;: une invite de saisie lit la fin de l’entrée (donnez plutôt N en argument, {N})</translation>
    </message>
    <message>
        <source>Standard output:</source>
        <translation>Sortie standard&#xa0;:</translation>
    </message>
    <message>
        <source>Some of its processes (group %1) could not be ended</source>
        <translation>Certains de ses processus (groupe %1) n&apos;ont pas pu être arrêtés</translation>
    </message>
    <message>
        <source>(%1 bytes in all; the first %2 are shown)</source>
        <translation>(%1 octets en tout&#xa0;; les %2 premiers sont affichés)</translation>
    </message>
    <message>
        <source>The trace %1: %2 lines, %3 events, %4 of the program&apos;s own output</source>
        <translation type="vanished">La trace %1&#xa0;: %2 lignes, %3 événements, %4 de la propre sortie du programme</translation>
    </message>
    <message>
        <source>Its own output (the lines that are not events):</source>
        <translation>Sa propre sortie (les lignes qui ne sont pas des événements)&#xa0;:</translation>
    </message>
    <message>
        <source>line %1: </source>
        <translation>ligne %1&#xa0;: </translation>
    </message>
    <message>
        <source>(not an event) </source>
        <translation>(pas un événement) </translation>
    </message>
    <message>
        <source>… and %1 more lines</source>
        <translation>… et %1 lignes de plus</translation>
    </message>
    <message>
        <source>The program you ran from Run ▸ Run your own program: its command line, how long it ran, how it ended (its exit status, or why it was stopped) and what it printed besides its trace: its standard error and its own lines. Stop ends it and everything it started.</source>
        <translation type="vanished">Le programme lancé par Exécution ▸ Exécuter votre programme&#xa0;: sa ligne de commande, combien de temps il a tourné, comment il s&apos;est terminé (son code de sortie, ou pourquoi il a été arrêté) et ce qu&apos;il a écrit en plus de sa trace&#xa0;: sa sortie d&apos;erreur standard et ses propres lignes. Arrêter l&apos;arrête, lui et tout ce qu&apos;il a lancé.</translation>
    </message>
    <message>
        <source>The program you ran from Run ▸ Run your own program: its command line, how long it ran, how it ended (its exit status, or why it was stopped) and what it printed besides its trace: its standard error and its own lines. Stop ends it and everything it started. For a trace shown from a file or a lesson: its name and the program&apos;s own lines it holds.</source>
        <translation>Le programme lancé par Exécution ▸ Exécuter votre programme&#xa0;: sa ligne de commande, combien de temps il a tourné, comment il s&apos;est terminé (son code de sortie, ou pourquoi il a été arrêté) et ce qu&apos;il a écrit en plus de sa trace&#xa0;: sa sortie d&apos;erreur standard et ses propres lignes. Arrêter l&apos;arrête, lui et tout ce qu&apos;il a lancé. Pour une trace affichée depuis un fichier ou une leçon&#xa0;: son nom et les propres lignes du programme qu&apos;elle contient.</translation>
    </message>
    <message>
        <source>The trace file “%1”, read without running the program</source>
        <translation>Le fichier de trace «&#xa0;%1&#xa0;», lu sans exécuter le programme</translation>
    </message>
    <message>
        <source>The trace “%1” the lesson holds, shown without running the program</source>
        <translation>La trace «&#xa0;%1&#xa0;» que contient la leçon, affichée sans exécuter le programme</translation>
    </message>
</context>
<context>
    <name>Pseudocode</name>
    <message>
        <source>all rows filled</source>
        <translation>échiquier complet</translation>
    </message>
    <message>
        <source>all columns filled</source>
        <translation>échiquier complet</translation>
    </message>
    <message>
        <source>report the solution</source>
        <translation>signaler la solution</translation>
    </message>
    <message>
        <source>lowest bit</source>
        <translation>bit le plus bas</translation>
    </message>
    <message>
        <source>place a queen at p</source>
        <extracomment>p is code: the bit of the chosen square</extracomment>
        <translation>placer une reine en p</translation>
    </message>
    <message>
        <source>next row</source>
        <translation>rangée suivante</translation>
    </message>
    <message>
        <source>next column</source>
        <translation>colonne suivante</translation>
    </message>
    <message>
        <source>remove the queen</source>
        <translation>retirer la reine</translation>
    </message>
    <message>
        <source>no column left: back to row r - 1</source>
        <translation>plus de colonne&#xa0;: retour à r - 1</translation>
    </message>
    <message>
        <source>no row left: back to column c - 1</source>
        <translation>plus de rangée&#xa0;: retour à c - 1</translation>
    </message>
    <message>
        <source>empty board</source>
        <translation>échiquier vide</translation>
    </message>
    <message>
        <source>for each column c of row r:</source>
        <translation>pour chaque colonne c de r&#xa0;:</translation>
    </message>
    <message>
        <source>place a queen: %1</source>
        <extracomment>%1 is code: the queen&apos;s column is stored in the array cols[row]
----------
%1 is code: in column order the queen&apos;s row is stored in the array rows[column]</extracomment>
        <translation>placer une reine&#xa0;: %1</translation>
    </message>
    <message>
        <source>remove the queen: %1</source>
        <extracomment>%1 is code: the row&apos;s entry of the array is emptied
----------
%1 is code: the column&apos;s entry of the array is emptied</extracomment>
        <translation>retirer la reine&#xa0;: %1</translation>
    </message>
    <message>
        <source>for each row r of column c:</source>
        <translation>pour chaque rangée r de c&#xa0;:</translation>
    </message>
    <message>
        <source>the search is over</source>
        <translation>la recherche est terminée</translation>
    </message>
    <message>
        <source>queens above row r</source>
        <translation>reines au-dessus de r</translation>
    </message>
    <message>
        <source>same column</source>
        <translation>même colonne</translation>
    </message>
    <message>
        <source>same diagonal</source>
        <translation>même diagonale</translation>
    </message>
    <message>
        <source>queens left of column c</source>
        <translation>reines à gauche de c</translation>
    </message>
    <message>
        <source>same row</source>
        <translation>même rangée</translation>
    </message>
    <message>
        <source>no queen attacks</source>
        <translation>aucune attaque</translation>
    </message>
    <message>
        <source>three looks, no loop</source>
        <translation>juste trois lectures</translation>
    </message>
    <message>
        <source>mark its lines</source>
        <translation>marquer ses lignes</translation>
    </message>
    <message>
        <source>clear them</source>
        <translation>les libérer</translation>
    </message>
    <message>
        <source>N ones</source>
        <translation>N bits à 1</translation>
    </message>
    <message>
        <source>↘ shifts right</source>
        <translation>↘ à droite</translation>
    </message>
    <message>
        <source>↘ shifts down</source>
        <translation>↘ vers le bas</translation>
    </message>
    <message>
        <source>↙ shifts left</source>
        <translation>↙ à gauche</translation>
    </message>
    <message>
        <source>↗ shifts up</source>
        <translation>↗ vers le haut</translation>
    </message>
    <message>
        <source>Scan the earlier queens</source>
        <translation>Parcourir les reines précédentes</translation>
    </message>
    <message>
        <source>Occupancy arrays</source>
        <translation>Tableaux d&apos;occupation</translation>
    </message>
    <message>
        <source>Bitmasks</source>
        <translation>Masques de bits</translation>
    </message>
    <message>
        <source>The board is kept as one array: cols[i] is the column of the queen in row i. To test a square, the program compares it with every queen above it: the same column means cols[i] == c, the same diagonal means the rows are as far apart as the columns (|r - i| == |c - cols[i]|). It needs no extra memory, but row r costs up to r comparisons.</source>
        <translation>L&apos;échiquier est gardé dans un seul tableau&#xa0;: cols[i] est la colonne de la reine de la rangée i. Pour tester une case, le programme la compare à chaque reine placée au-dessus&#xa0;: même colonne signifie cols[i] == c, même diagonale signifie que les rangées sont aussi éloignées que les colonnes (|r - i| == |c - cols[i]|). Cela ne demande aucune mémoire supplémentaire, mais la rangée r coûte jusqu&apos;à r comparaisons.</translation>
    </message>
    <message>
        <source>The board is kept as one array: rows[j] is the row of the queen in column j. To test a square, the program compares it with every queen to its left: the same row means rows[j] == r, the same diagonal means the columns are as far apart as the rows (|c - j| == |r - rows[j]|). It needs no extra memory, but column c costs up to c comparisons.</source>
        <translation>L&apos;échiquier est gardé dans un seul tableau&#xa0;: rows[j] est la rangée de la reine de la colonne j. Pour tester une case, le programme la compare à chaque reine placée à sa gauche&#xa0;: même rangée signifie rows[j] == r, même diagonale signifie que les colonnes sont aussi éloignées que les rangées (|c - j| == |r - rows[j]|). Cela ne demande aucune mémoire supplémentaire, mais la colonne c coûte jusqu&apos;à c comparaisons.</translation>
    </message>
    <message>
        <source>Three arrays of yes/no flags remember which lines already hold a queen: one flag per column, one per ↘ diagonal (numbered r - c + N - 1) and one per ↙ diagonal (numbered r + c). A square is safe when its three flags are clear: three look-ups, however many queens stand on the board. Placing a queen sets its three flags, removing it clears them.</source>
        <translation>Trois tableaux d&apos;indicateurs oui/non retiennent les lignes qui portent déjà une reine&#xa0;: un indicateur par colonne, un par diagonale ↘ (numérotée r - c + N - 1) et un par diagonale ↙ (numérotée r + c). Une case est sûre quand ses trois indicateurs sont libres&#xa0;: trois lectures, quel que soit le nombre de reines sur l&apos;échiquier. Placer une reine lève ses trois indicateurs, la retirer les baisse.</translation>
    </message>
    <message>
        <source>Three arrays of yes/no flags remember which lines already hold a queen: one flag per row, one per ↘ diagonal (numbered r - c + N - 1) and one per ↙ diagonal (numbered r + c). A square is safe when its three flags are clear: three look-ups, however many queens stand on the board. Placing a queen sets its three flags, removing it clears them.</source>
        <translation>Trois tableaux d&apos;indicateurs oui/non retiennent les lignes qui portent déjà une reine&#xa0;: un indicateur par rangée, un par diagonale ↘ (numérotée r - c + N - 1) et un par diagonale ↙ (numérotée r + c). Une case est sûre quand ses trois indicateurs sont libres&#xa0;: trois lectures, quel que soit le nombre de reines sur l&apos;échiquier. Placer une reine lève ses trois indicateurs, la retirer les baisse.</translation>
    </message>
    <message>
        <source>Each row is handled as a number whose bit c stands for column c. Three numbers mark the squares of the current row that are attacked along a column (cols) or a diagonal (ld, rd); one expression, ~(cols | ld | rd) &amp; full, gives every safe square at once, and free &amp; -free takes the lowest of them. Only safe squares are ever chosen, so there is nothing to try and no conflict to show. Going one row down shifts the diagonal masks one column, because a diagonal moves one column per row.</source>
        <translation>Chaque rangée est traitée comme un nombre dont le bit c représente la colonne c. Trois nombres marquent les cases de la rangée courante attaquées le long d&apos;une colonne (cols) ou d&apos;une diagonale (ld, rd)&#xa0;; une seule expression, ~(cols | ld | rd) &amp; full, donne toutes les cases sûres d&apos;un coup, et free &amp; -free prend la plus basse. Seules des cases sûres sont choisies&#xa0;: il n&apos;y a donc rien à essayer ni aucun conflit à montrer. Descendre d&apos;une rangée décale les masques des diagonales d&apos;une colonne, car une diagonale se déplace d&apos;une colonne par rangée.</translation>
    </message>
    <message>
        <source>Each column is handled as a number whose bit r stands for row r. Three numbers mark the squares of the current column that are attacked along a row (rows) or a diagonal (ld, rd); one expression, ~(rows | ld | rd) &amp; full, gives every safe square at once, and free &amp; -free takes the lowest of them. Only safe squares are ever chosen, so there is nothing to try and no conflict to show. Going one column right shifts the diagonal masks one row, because a diagonal moves one row per column.</source>
        <translation>Chaque colonne est traitée comme un nombre dont le bit r représente la rangée r. Trois nombres marquent les cases de la colonne courante attaquées le long d&apos;une rangée (rows) ou d&apos;une diagonale (ld, rd)&#xa0;; une seule expression, ~(rows | ld | rd) &amp; full, donne toutes les cases sûres d&apos;un coup, et free &amp; -free prend la plus basse. Seules des cases sûres sont choisies&#xa0;: il n&apos;y a donc rien à essayer ni aucun conflit à montrer. Passer à la colonne de droite décale les masques des diagonales d&apos;une rangée, car une diagonale se déplace d&apos;une rangée par colonne.</translation>
    </message>
    <message>
        <source>one is enough</source>
        <translation>une suffit</translation>
    </message>
    <message>
        <source>look for more</source>
        <translation>en chercher d&apos;autres</translation>
    </message>
</context>
<context>
    <name>PseudocodeView</name>
    <message>
        <source>Algorithm</source>
        <translation>Algorithme</translation>
    </message>
    <message>
        <source>Safety check</source>
        <translation>Vérification de sécurité</translation>
    </message>
    <message>
        <source>Backtracking row by row: one queen per row, its column chosen by the loop</source>
        <translation>Retour sur trace rangée par rangée&#xa0;: une reine par rangée, sa colonne choisie par la boucle</translation>
    </message>
    <message>
        <source>Backtracking column by column: one queen per column, its row chosen by the loop</source>
        <translation>Retour sur trace colonne par colonne&#xa0;: une reine par colonne, sa rangée choisie par la boucle</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudo-code</translation>
    </message>
    <message>
        <source>Algorithm pseudocode</source>
        <translation>Pseudo-code de l&apos;algorithme</translation>
    </message>
    <message>
        <source>Safety check pseudocode: %1</source>
        <translation>Pseudo-code de la vérification de sécurité&#xa0;: %1</translation>
    </message>
    <message>
        <source>How the safety check works</source>
        <translation>Comment fonctionne la vérification de sécurité</translation>
    </message>
</context>
<context>
    <name>RunController</name>
    <message>
        <source>The search ends at step %1: it has no step %2</source>
        <translation>La recherche se termine à l’étape %1&#xa0;: elle n’a pas d’étape %2</translation>
    </message>
    <message numerus="yes">
        <source>The search finds %n solution(s) in all: it has no solution %1</source>
        <translation>
            <numerusform>La recherche trouve %n solution en tout&#xa0;: il n’y a pas de solution %1</numerusform>
            <numerusform>La recherche trouve %n solutions en tout&#xa0;: il n’y a pas de solution %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunProgramDialog</name>
    <message>
        <source>Run my program</source>
        <translation>Exécuter mon programme</translation>
    </message>
    <message>
        <source>&amp;Command line ({N} is the board size):</source>
        <translation>Ligne de &amp;commande ({N} est la taille de l&apos;échiquier)&#xa0;:</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>&amp;Folder it runs in:</source>
        <translation>&amp;Dossier où il s&apos;exécute&#xa0;:</translation>
    </message>
    <message>
        <source>Board si&amp;ze N:</source>
        <translation>&amp;Taille N de l&apos;échiquier&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;It stops at the first solution</source>
        <translation>Il s&apos;arrête à la première solut&amp;ion</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Time limit:</source>
        <translation>&amp;Limite de temps&#xa0;:</translation>
    </message>
    <message>
        <source>The program runs in a process group of its own, its output read as a trace. Stop, closing the window or the time limit ends it and everything it started.</source>
        <translation>Le programme s&apos;exécute dans son propre groupe de processus, sa sortie lue comme une trace. Arrêter, fermer la fenêtre ou la limite de temps l&apos;arrêtent, lui et tout ce qu&apos;il a lancé.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Exécuter</translation>
    </message>
    <message>
        <source>The folder your program runs in</source>
        <translation>Le dossier où s&apos;exécute votre programme</translation>
    </message>
</context>
<context>
    <name>RunStatusLabel</name>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>%1 · N=%2 · step %3</source>
        <translation>%1 · N=%2 · étape %3</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulé</translation>
    </message>
    <message>
        <source>Try it yourself · the search waits at step %1 (N=%2)</source>
        <translation>Essayez vous-même · la recherche attend à l’étape %1 (N=%2)</translation>
    </message>
    <message>
        <source>%1 · N=%2</source>
        <translation>%1 · N=%2</translation>
    </message>
    <message>
        <source>Going to step %1: %2% · N=%3 · Space stops</source>
        <translation>En route vers l’étape %1&#xa0;: %2&#xa0;% · N=%3 · Espace arrête</translation>
    </message>
    <message>
        <source>Going to solution %1: %2 found · N=%3 · Space stops</source>
        <translation>En route vers la solution %1&#xa0;: %2 trouvées · N=%3 · Espace arrête</translation>
    </message>
    <message>
        <source>%1 · your program&apos;s trace · %2 · N=%3 · step %4 of %5</source>
        <translation>%1 · trace de votre programme · %2 · N=%3 · étape %4 sur %5</translation>
    </message>
</context>
<context>
    <name>ScreenBlank</name>
    <message>
        <source>Blank screen</source>
        <translation>Écran noir</translation>
    </message>
    <message>
        <source>Press any key to show the board again</source>
        <translation>Appuyez sur une touche pour afficher à nouveau l&apos;échiquier</translation>
    </message>
    <message>
        <source>In presentation mode: blank the screen, as a clicker&apos;s blank button does (any key shows it again); there %1 runs to the next backtrack and %2 goes to the next bookmark</source>
        <translation>En mode présentation&#xa0;: mettre l&apos;écran au noir, comme le bouton «&#xa0;écran noir&#xa0;» d&apos;une télécommande (toute touche le rallume)&#xa0;; là, %1 va jusqu&apos;au prochain retour sur trace et %2 va au signet suivant</translation>
    </message>
</context>
<context>
    <name>SearchTreeLegend</name>
    <message>
        <source>on the board</source>
        <translation>sur l&apos;échiquier</translation>
    </message>
    <message>
        <source>lifted</source>
        <translation>retirée</translation>
    </message>
    <message>
        <source>just lifted</source>
        <translation>tout juste retirée</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>solution</translation>
    </message>
    <message>
        <source>trying</source>
        <translation>en essai</translation>
    </message>
    <message>
        <source>explored</source>
        <translation>explorée</translation>
    </message>
    <message>
        <source>ruled out by the mask</source>
        <translation>exclue par le masque</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>rejetée</translation>
    </message>
    <message>
        <source>numbers: rows</source>
        <translation>nombres&#xa0;: rangées</translation>
    </message>
    <message>
        <source>numbers: columns</source>
        <translation>nombres&#xa0;: colonnes</translation>
    </message>
</context>
<context>
    <name>SearchTreeNames</name>
    <message>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Colonne %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Rangée %1</translation>
    </message>
    <message>
        <source>C%1</source>
        <translation>C%1</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>R%1</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <translation>Rangée %1, colonne %2</translation>
    </message>
</context>
<context>
    <name>SearchTreeView</name>
    <message>
        <source>Search tree</source>
        <translation>Arbre de recherche</translation>
    </message>
    <message>
        <source>The queens placed so far as a tree, one level per row of the board. Arrow keys move between nodes, Enter jumps to the step that placed the queen, plus and minus zoom.</source>
        <translation>Les reines placées jusqu&apos;ici sous forme d&apos;arbre, un niveau par rangée de l&apos;échiquier. Les flèches passent d&apos;un nœud à l&apos;autre, Enter va à l&apos;étape qui a placé la reine, plus et moins zooment.</translation>
    </message>
    <message>
        <source>row %1: column %2</source>
        <translation>ligne %1 : colonne %2</translation>
    </message>
    <message>
        <source>column %1: row %2</source>
        <translation>colonne %1 : ligne %2</translation>
    </message>
    <message>
        <source>row %1: trying column %2</source>
        <translation>ligne %1 : essai de la colonne %2</translation>
    </message>
    <message>
        <source>column %1: trying row %2</source>
        <translation>colonne %1 : essai de la ligne %2</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>L’échiquier est vide.</translation>
    </message>
    <message>
        <source>Path from the start: %1.</source>
        <translation>Chemin depuis le départ : %1.</translation>
    </message>
</context>
<context>
    <name>SearchUndo</name>
    <message>
        <source>N=%1, step %2</source>
        <translation>N=%1, étape %2</translation>
    </message>
    <message>
        <source>Back to the search before: %1</source>
        <translation>Retour à la recherche précédente : %1</translation>
    </message>
    <message>
        <source>Forward again to: %1</source>
        <translation>De nouveau vers : %1</translation>
    </message>
</context>
<context>
    <name>SideDocks</name>
    <message>
        <source>Controls</source>
        <translation>Commandes</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Solutions</translation>
    </message>
    <message>
        <source>The options of the search (board size, goal, order, safety check), the speed, the buttons that run it and its counters. Changing an option starts a new search; Edit ▸ Undo brings the old one back.</source>
        <translation>Les options de la recherche (taille de l&apos;échiquier, objectif, ordre, vérification de sécurité), la vitesse, les boutons qui la lancent et ses compteurs. Changer une option lance une nouvelle recherche&#xa0;; Édition ▸ Annuler le changement de recherche ramène l&apos;ancienne.</translation>
    </message>
    <message>
        <source>Every solution found so far, with its number and symmetry class. Show all of them, only one of each class, or all grouped by class; select one to see it on the board (Esc goes back to the search).</source>
        <translation>Toutes les solutions trouvées jusqu&apos;ici, avec leur numéro et leur classe de symétrie. Affichez-les toutes, une seule par classe ou toutes groupées par classe&#xa0;; sélectionnez-en une pour la voir sur l&apos;échiquier (Esc ramène à la recherche).</translation>
    </message>
</context>
<context>
    <name>SimpleView</name>
    <message>
        <source>Full view</source>
        <translation>Vue complète</translation>
    </message>
    <message>
        <source>Show every panel and menu entry (%1)</source>
        <translation>Afficher tous les panneaux et toutes les entrées de menu (%1)</translation>
    </message>
    <message>
        <source>Simple view: the board, the run&apos;s controls and the pseudocode. %1 shows every panel.</source>
        <translation>Vue simplifiée&#xa0;: l&apos;échiquier, les commandes de l&apos;exécution et le pseudocode. %1 affiche tous les panneaux.</translation>
    </message>
    <message>
        <source>Full view: every panel and menu entry. %1 goes back to the Simple view.</source>
        <translation>Vue complète&#xa0;: tous les panneaux et toutes les entrées de menu. %1 revient à la vue simplifiée.</translation>
    </message>
</context>
<context>
    <name>SolutionDelegate</name>
    <message>
        <source>Solution %1</source>
        <translation>Solution %1</translation>
    </message>
</context>
<context>
    <name>SolutionListModel</name>
    <message>
        <source>Solution %1: %2</source>
        <translation>Solution %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>class %1 · size %2</source>
        <translation type="vanished">classe %1 · taille %2</translation>
    </message>
    <message>
        <source>Solution %1: %2, symmetry class %3</source>
        <translation>Solution %1 : %2, classe de symétrie %3</translation>
    </message>
    <message numerus="yes">
        <source>class %1 · %n board(s)</source>
        <translation>
            <numerusform>classe %1 · %n échiquier</numerusform>
            <numerusform>classe %1 · %n échiquiers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolutionsExporter</name>
    <message>
        <source>An export is already running</source>
        <translation>Une exportation est déjà en cours</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>Impossible d&apos;écrire %1</translation>
    </message>
    <message>
        <source>Export cancelled: %1 was not written</source>
        <translation>Exportation annulée&#xa0;: %1 n&apos;a pas été écrit</translation>
    </message>
    <message>
        <source>Solutions saved to %1</source>
        <translation>Solutions enregistrées dans %1</translation>
    </message>
    <message>
        <source>Export solutions</source>
        <translation>Exporter les solutions</translation>
    </message>
    <message>
        <source>The list is empty: run the search first.</source>
        <translation>La liste est vide&#xa0;: lancez d&apos;abord la recherche.</translation>
    </message>
    <message>
        <source>Arrays, one a line: [1, 3, 0, 2] (*.txt)</source>
        <translation>Tableaux, un par ligne&#xa0;: [1, 3, 0, 2] (*.txt)</translation>
    </message>
    <message>
        <source>Rows of . and Q (*.txt)</source>
        <translation>Rangées de . et Q (*.txt)</translation>
    </message>
    <message>
        <source>Grids of _ and Q (*.txt)</source>
        <translation>Grilles de _ et Q (*.txt)</translation>
    </message>
    <message>
        <source>0/1 matrices (*.txt)</source>
        <translation>Matrices de 0/1 (*.txt)</translation>
    </message>
    <message>
        <source>Numbered boards (*.txt)</source>
        <translation>Échiquiers numérotés (*.txt)</translation>
    </message>
    <message>
        <source>LeetCode list (*.txt)</source>
        <translation>Liste LeetCode (*.txt)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Tableau CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>solutions.txt</source>
        <translation>solutions.txt</translation>
    </message>
    <message>
        <source>Print handout</source>
        <translation>Imprimer une fiche</translation>
    </message>
    <message numerus="yes">
        <source>Saving %Ln solutions…</source>
        <translation>
            <numerusform>Enregistrement de %Ln solution…</numerusform>
            <numerusform>Enregistrement de %Ln solutions…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %Ln fundamental solutions of the %1-queens puzzle</source>
        <translation>
            <numerusform>La %Ln solution fondamentale du problème des %1 reines</numerusform>
            <numerusform>Les %Ln solutions fondamentales du problème des %1 reines</numerusform>
        </translation>
    </message>
    <message>
        <source>Solutions of the %1-queens puzzle, grouped by symmetry</source>
        <translation>Solutions du problème des %1 reines, groupées par symétrie</translation>
    </message>
    <message>
        <source>Solutions of the %1-queens puzzle</source>
        <translation>Solutions du problème des %1 reines</translation>
    </message>
    <message>
        <source>Save handout</source>
        <translation>Enregistrer le document</translation>
    </message>
    <message>
        <source>handout.pdf</source>
        <translation>document.pdf</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message numerus="yes">
        <source>Handout saved to %1 (%Ln pages)</source>
        <translation>
            <numerusform>Document enregistré dans %1 (%Ln page)</numerusform>
            <numerusform>Document enregistré dans %1 (%Ln pages)</numerusform>
        </translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Exporter %1</translation>
    </message>
    <message numerus="yes">
        <source>all %Ln listed solutions</source>
        <translation>
            <numerusform>la %Ln solution listée</numerusform>
            <numerusform>les %Ln solutions listées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %Ln selected solutions</source>
        <translation>
            <numerusform>la %Ln solution sélectionnée</numerusform>
            <numerusform>les %Ln solutions sélectionnées</numerusform>
        </translation>
    </message>
    <message>
        <source>the first %1 of the %2 listed solutions</source>
        <translation>les %1 premières des %2 solutions listées</translation>
    </message>
    <message>
        <source>Print handout: %1</source>
        <translation>Imprimer le polycopié : %1</translation>
    </message>
    <message>
        <source>Save handout: %1</source>
        <translation>Enregistrer le polycopié : %1</translation>
    </message>
</context>
<context>
    <name>SolutionsPanel</name>
    <message>
        <source>%1 found</source>
        <translation>Trouvées&#xa0;: %1</translation>
    </message>
    <message>
        <source> · %1 fundamental</source>
        <translation> · fondamentales&#xa0;: %1</translation>
    </message>
    <message>
        <source>Go to solution</source>
        <translation>Aller à la solution</translation>
    </message>
    <message>
        <source>Solution number (1 to %1):</source>
        <translation>Numéro de la solution (1 à %1) :</translation>
    </message>
    <message>
        <source>Solution %1 is not in the list as it is shown now</source>
        <translation>La solution %1 n’est pas dans la liste telle qu’elle est affichée</translation>
    </message>
    <message>
        <source>All solutions, in the order found</source>
        <translation>Toutes les solutions, dans l&apos;ordre trouvé</translation>
    </message>
    <message>
        <source>Fundamental solutions only</source>
        <translation>Solutions fondamentales seulement</translation>
    </message>
    <message>
        <source>All, grouped by symmetry class</source>
        <translation>Toutes, groupées par classe de symétrie</translation>
    </message>
    <message>
        <source>Fundamental solutions are distinct under the 8 rotations and reflections of the board</source>
        <translation>Aucune solution fondamentale ne se déduit d&apos;une autre par l&apos;une des 8 rotations et réflexions de l&apos;échiquier</translation>
    </message>
    <message>
        <source>Solutions found</source>
        <translation>Solutions trouvées</translation>
    </message>
    <message>
        <source>Which solutions to list</source>
        <translation>Solutions à lister</translation>
    </message>
    <message>
        <source>%1 counted · a count lists none</source>
        <translation>%1 comptées · un comptage n&apos;en liste aucune</translation>
    </message>
    <message>
        <source> · the list holds the first %1 (%2 fundamental)</source>
        <translation> · la liste contient les %1 premières (fondamentales&#xa0;: %2)</translation>
    </message>
    <message>
        <source>Solution number (none found yet: the search runs on to it):</source>
        <translation>Numéro de la solution (aucune trouvée pour l’instant&#xa0;: la recherche continue jusqu’à elle)&#xa0;:</translation>
    </message>
    <message>
        <source>Solution number (1 to %1 found so far; a later one, the search runs on to):</source>
        <translation>Numéro de la solution (1 à %1 trouvées jusqu’ici&#xa0;; jusqu’à une suivante, la recherche continue)&#xa0;:</translation>
    </message>
</context>
<context>
    <name>SpeedScale</name>
    <message>
        <source>Full speed</source>
        <translation>Pleine vitesse</translation>
    </message>
    <message>
        <source>One step every %1 s</source>
        <translation>Une étape toutes les %1 s</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 étapes/s</translation>
    </message>
</context>
<context>
    <name>SpokenText</name>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
</context>
<context>
    <name>StepSourceBox</name>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>Which steps to export</source>
        <translation>Étapes à exporter</translation>
    </message>
    <message>
        <source>A &amp;range of steps</source>
        <translation>Une &amp;plage d&apos;étapes</translation>
    </message>
    <message>
        <source>A range of steps</source>
        <translation>Une plage d&apos;étapes</translation>
    </message>
    <message>
        <source>The pat&amp;h to a solution</source>
        <translation>Le &amp;chemin vers une solution</translation>
    </message>
    <message>
        <source>The path to a solution</source>
        <translation>Le chemin vers une solution</translation>
    </message>
    <message>
        <source>&amp;Bookmarked steps</source>
        <translation>Les étapes avec &amp;signet</translation>
    </message>
    <message>
        <source>Bookmarked steps</source>
        <translation>Les étapes avec signet</translation>
    </message>
    <message>
        <source>From step</source>
        <translation>De l&apos;étape</translation>
    </message>
    <message>
        <source>To step</source>
        <translation>Jusqu&apos;à l&apos;étape</translation>
    </message>
    <message>
        <source>&amp;from</source>
        <translation>&amp;du</translation>
    </message>
    <message>
        <source>&amp;to</source>
        <translation>&amp;au</translation>
    </message>
    <message>
        <source>Solution number</source>
        <translation>Numéro de la solution</translation>
    </message>
    <message>
        <source>of %1 found so far</source>
        <translation>sur %1 trouvées jusqu&apos;ici</translation>
    </message>
    <message>
        <source>(no solution found yet)</source>
        <translation>(aucune solution trouvée pour l&apos;instant)</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Étape %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>(no bookmarks)</source>
        <translation>(aucun signet)</translation>
    </message>
    <message>
        <source>Bookmarked steps to put on the sheet</source>
        <translation>Étapes avec signet à mettre sur la feuille</translation>
    </message>
    <message>
        <source>From bookmark</source>
        <translation>Du signet</translation>
    </message>
    <message>
        <source>To bookmark</source>
        <translation>Au signet</translation>
    </message>
    <message>
        <source>fro&amp;m</source>
        <translation>du si&amp;gnet</translation>
    </message>
    <message>
        <source>t&amp;o</source>
        <translation>au signe&amp;t</translation>
    </message>
    <message>
        <source>That is %1 boards; a worksheet holds at most %2. Choose fewer steps.</source>
        <translation>Cela fait %1 échiquiers&#xa0;; une feuille d&apos;exercices en contient au plus %2. Choisissez moins d&apos;étapes.</translation>
    </message>
    <message>
        <source>That is %1 frames; an animation holds at most %2. Choose fewer steps.</source>
        <translation>Cela fait %1 images&#xa0;; une animation en contient au plus %2. Choisissez moins d&apos;étapes.</translation>
    </message>
    <message>
        <source>The first bookmark comes after the last one.</source>
        <translation>Le premier signet vient après le dernier.</translation>
    </message>
    <message>
        <source>The range is empty: it ends before it starts.</source>
        <translation>La plage est vide&#xa0;: elle se termine avant de commencer.</translation>
    </message>
    <message>
        <source>Tick at least one bookmarked step.</source>
        <translation>Cochez au moins une étape avec signet.</translation>
    </message>
    <message>
        <source>(counting the solutions up to step %1…)</source>
        <translation>(décompte des solutions jusqu&apos;à l&apos;étape %1…)</translation>
    </message>
    <message>
        <source>of %1 found by step %2; solution %3 is bookmarked</source>
        <translation>sur %1 trouvées à l&apos;étape %2&#xa0;; la solution %3 a un signet</translation>
    </message>
    <message>
        <source>of %1 found by step %2, the last bookmark</source>
        <translation>sur %1 trouvées à l&apos;étape %2, le dernier signet</translation>
    </message>
</context>
<context>
    <name>StepTimeline</name>
    <message>
        <source>Timeline</source>
        <translation>Frise des étapes</translation>
    </message>
    <message>
        <source>Step %L1 of %L2; the search has ended</source>
        <translation>Étape %L1 sur %L2 ; la recherche est terminée</translation>
    </message>
    <message>
        <source>Step %L1 of %L2 run so far</source>
        <translation>Étape %L1 sur %L2 faites jusqu&apos;ici</translation>
    </message>
</context>
<context>
    <name>SymmetryView</name>
    <message>
        <source>Symmetries of the selected solution</source>
        <translation>Symétries de la solution sélectionnée</translation>
    </message>
    <message>
        <source>as found</source>
        <translation>telle que trouvée</translation>
    </message>
    <message>
        <source>turned 90°</source>
        <translation>tournée de 90°</translation>
    </message>
    <message>
        <source>turned 180°</source>
        <translation>tournée de 180°</translation>
    </message>
    <message>
        <source>turned 270°</source>
        <translation>tournée de 270°</translation>
    </message>
    <message>
        <source>mirrored left-right</source>
        <translation>miroir gauche-droite</translation>
    </message>
    <message>
        <source>mirrored top-bottom</source>
        <translation>miroir haut-bas</translation>
    </message>
    <message>
        <source>flipped on the main diagonal</source>
        <translation>miroir sur la diagonale</translation>
    </message>
    <message>
        <source>flipped on the anti-diagonal</source>
        <translation>miroir sur l&apos;antidiagonale</translation>
    </message>
    <message>
        <source>Select a solution in the list to see its rotations and reflections.</source>
        <translation>Sélectionnez une solution dans la liste pour voir ses rotations et réflexions.</translation>
    </message>
    <message>
        <source>8 different boards: every rotation and reflection gives a new solution.</source>
        <translation>8 échiquiers différents&#xa0;: chaque rotation et réflexion donne une nouvelle solution.</translation>
    </message>
    <message>
        <source>4 different boards: turning it half way round gives the same solution.</source>
        <translation>4 échiquiers différents&#xa0;: un demi-tour donne la même solution.</translation>
    </message>
    <message>
        <source>2 different boards: turning it a quarter round gives the same solution.</source>
        <translation>2 échiquiers différents&#xa0;: un quart de tour donne la même solution.</translation>
    </message>
    <message>
        <source>1 board: the single queen is its own image.</source>
        <translation>1 échiquier&#xa0;: l&apos;unique reine est sa propre image.</translation>
    </message>
    <message>
        <source> (same as %1)</source>
        <translation> (identique à %1)</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>fundamental form</source>
        <translation>forme fondamentale</translation>
    </message>
</context>
<context>
    <name>TeachingDocks</name>
    <message>
        <source>Call stack</source>
        <translation>Pile d&apos;appels</translation>
    </message>
    <message>
        <source>Counters by level</source>
        <translation>Compteurs par niveau</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Symétrie</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudo-code</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Arbre de recherche</translation>
    </message>
    <message>
        <source>Compare the checks</source>
        <translation>Coût des vérifications</translation>
    </message>
    <message>
        <source>The backtracking algorithm as code, the line of the step on the board highlighted. Its second tab shows the safety check that was chosen: the scan over the earlier queens, the occupancy arrays or the bitmasks.</source>
        <translation>L&apos;algorithme de retour sur trace sous forme de code, avec en surbrillance la ligne de l&apos;étape affichée sur l&apos;échiquier. Son deuxième onglet montre la vérification de sécurité choisie&#xa0;: le parcours des reines précédentes, les tableaux d&apos;occupation ou les masques de bits.</translation>
    </message>
    <message>
        <source>The recursion as a call stack: one frame of solve(r) per row with a queen, the deepest on top, each with the square being tried and the candidates left. A backtrack pops the top frame.</source>
        <translation>La récursion sous forme de pile d&apos;appels&#xa0;: un cadre de solve(r) par rangée qui a une reine, le plus profond en haut, chacun avec la case en cours d&apos;essai et les candidates restantes. Un retour sur trace dépile le cadre du haut.</translation>
    </message>
    <message>
        <source>Every square tried so far as a tree: the root is the empty board, each level a row, each node a square tried there. The path to the step on the board stays in view; refused squares and dead ends are marked. Click a node to go to its step.</source>
        <translation>Toutes les cases essayées jusqu&apos;ici, sous forme d&apos;arbre&#xa0;: la racine est l&apos;échiquier vide, chaque niveau une rangée, chaque nœud une case essayée dans cette rangée. Le chemin vers l&apos;étape affichée reste visible&#xa0;; les cases rejetées et les impasses sont marquées. Cliquez sur un nœud pour aller à son étape.</translation>
    </message>
    <message>
        <source>For each row (or column, in column order), the placements and the backtracks made there so far: where the search spends its work.</source>
        <translation>Pour chaque rangée (ou colonne, dans l&apos;ordre par colonnes), les placements et les retours sur trace faits jusqu&apos;ici&#xa0;: là où la recherche passe son temps.</translation>
    </message>
    <message>
        <source>How many safety checks each of the three methods (scan, arrays, bitmasks) needs for this board size, order and goal, counted on a worker thread.</source>
        <translation>Combien de vérifications de sécurité chacune des trois méthodes (parcours, tableaux, masques de bits) demande pour cette taille d&apos;échiquier, cet ordre et cet objectif, comptées dans un thread secondaire.</translation>
    </message>
    <message>
        <source>The selected solution turned and mirrored in the 8 ways a board can be: repeated pictures are greyed, and the smallest form, the class&apos;s fundamental solution, is marked.</source>
        <translation>La solution sélectionnée tournée et retournée des 8 façons possibles pour un échiquier&#xa0;: les images répétées sont grisées, et la plus petite forme, la solution fondamentale de la classe, est marquée.</translation>
    </message>
</context>
<context>
    <name>TraceActions</name>
    <message>
        <source>Open a trace of &amp;your program…</source>
        <translation>Ouvrir u&amp;ne trace de votre programme…</translation>
    </message>
    <message>
        <source>Open the trace your own program printed of its search (place r c, remove r c, solution…), check it against the rules and step through it</source>
        <translation>Ouvrir la trace que votre propre programme a écrite de sa recherche (place r c, remove r c, solution…), la vérifier selon les règles et la parcourir étape par étape</translation>
    </message>
    <message>
        <source>Go to the first step where your program breaks a rule</source>
        <translation>Aller à la première étape où votre programme enfreint une règle</translation>
    </message>
    <message>
        <source>&amp;Jump to the first violation</source>
        <translation>Aller à la première violation (&amp;K)</translation>
    </message>
    <message>
        <source>Run your o&amp;wn program…</source>
        <translation>Exécuter votre programme (&amp;W)…</translation>
    </message>
    <message>
        <source>Run your own program with the board&apos;s N, read the trace it prints while it runs and step through it</source>
        <translation>Exécuter votre propre programme avec le N de l&apos;échiquier, lire la trace qu&apos;il écrit pendant qu&apos;il tourne et la parcourir étape par étape</translation>
    </message>
    <message>
        <source>Jump to the first violation: the search shown breaks no rule (the built-in search, or a trace of your program that holds)</source>
        <translation>Aller à la première violation : la recherche affichée n&apos;enfreint aucune règle (la recherche intégrée, ou une trace de ton programme qui est correcte)</translation>
    </message>
</context>
<context>
    <name>TraceBanner</name>
    <message>
        <source>Go to the first violation (F8)</source>
        <translation>Aller à la première violation (F8)</translation>
    </message>
    <message>
        <source>Back to the built-in search</source>
        <translation>Revenir à la recherche intégrée</translation>
    </message>
    <message>
        <source>Leave the trace and show the program&apos;s own search again</source>
        <translation>Quitter la trace et montrer de nouveau la recherche de ce programme</translation>
    </message>
    <message>
        <source>Your program&apos;s search</source>
        <translation>La recherche de votre programme</translation>
    </message>
    <message>
        <source>The search of your program: %1 (N=%2), not the built-in search</source>
        <translation>La recherche de votre programme&#xa0;: %1 (N=%2), pas la recherche intégrée</translation>
    </message>
    <message>
        <source>Whose search is shown</source>
        <translation>À qui est la recherche montrée</translation>
    </message>
    <message>
        <source>What checking the trace found</source>
        <translation>Ce que la vérification de la trace a trouvé</translation>
    </message>
    <message>
        <source>Against the reference search</source>
        <translation>Par rapport à la recherche de référence</translation>
    </message>
</context>
<context>
    <name>TraceController</name>
    <message>
        <source>%1 — your program&apos;s search</source>
        <translation>%1 — recherche de votre programme</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>Exécution de %1…</translation>
    </message>
</context>
<context>
    <name>TraceNarrator</name>
    <message>
        <source>row %1, column %2</source>
        <translation>rangée %1, colonne %2</translation>
    </message>
    <message>
        <source>its column</source>
        <translation>sa colonne</translation>
    </message>
    <message>
        <source>its row</source>
        <translation>sa rangée</translation>
    </message>
    <message>
        <source>a diagonal</source>
        <translation>une diagonale</translation>
    </message>
    <message>
        <source>an anti-diagonal</source>
        <translation>une antidiagonale</translation>
    </message>
    <message>
        <source>no line</source>
        <translation>aucune ligne</translation>
    </message>
    <message>
        <source>Your program tries %1</source>
        <translation>Votre programme essaie %1</translation>
    </message>
    <message>
        <source>Your program finds %1 attacked</source>
        <translation>Votre programme trouve %1 attaquée</translation>
    </message>
    <message>
        <source>Your program places a queen on %1</source>
        <translation>Votre programme place une reine en %1</translation>
    </message>
    <message>
        <source>Your program reports solution %1</source>
        <translation>Votre programme annonce la solution %1</translation>
    </message>
    <message>
        <source>Your program lifts the queen from %1</source>
        <translation>Votre programme retire la reine de %1</translation>
    </message>
    <message>
        <source>Your program backtracks: level %1 has no square left</source>
        <translation>Votre programme revient en arrière&#xa0;: le niveau %1 n&apos;a plus de case</translation>
    </message>
    <message>
        <source>Your program says its search is done</source>
        <translation>Votre programme dit que sa recherche est terminée</translation>
    </message>
    <message>
        <source>The trace of %1 ends after %2 steps. Its first violation: %3</source>
        <translation>La trace de %1 se termine après %2 étapes. Sa première violation&#xa0;: %3</translation>
    </message>
    <message>
        <source>The trace of %1 ends after %2 steps. %3</source>
        <translation>La trace de %1 se termine après %2 étapes. %3</translation>
    </message>
    <message>
        <source>The trace of %1, %2 steps: press Play to watch your program&apos;s search, or Step to go one step at a time</source>
        <translation>La trace de %1, %2 étapes&#xa0;: appuyez sur Lecture pour regarder la recherche de votre programme, ou sur Étape pour avancer pas à pas</translation>
    </message>
    <message>
        <source>a number is missing (the event is written %1)</source>
        <translation>il manque un nombre (l&apos;événement s&apos;écrit %1)</translation>
    </message>
    <message>
        <source>%1 is not a whole number from 0 to %2</source>
        <translation>%1 n&apos;est pas un nombre entier de 0 à %2</translation>
    </message>
    <message>
        <source>%1 is off the board (0 to %2)</source>
        <translation>%1 est hors de l&apos;échiquier (0 à %2)</translation>
    </message>
    <message>
        <source>%1 is one word too many (the event is written %2)</source>
        <translation>%1 est un mot de trop (l&apos;événement s&apos;écrit %2)</translation>
    </message>
    <message>
        <source>“queen” should follow the square, not %1 (the event is written %2)</source>
        <translation>la case doit être suivie de «&#xa0;queen&#xa0;», pas de %1 (l&apos;événement s&apos;écrit %2)</translation>
    </message>
    <message>
        <source>the line the queen attacks along is missing (column, row, diagonal or anti-diagonal)</source>
        <translation>il manque la ligne le long de laquelle la reine attaque (column, row, diagonal ou anti-diagonal)</translation>
    </message>
    <message>
        <source>the line %1 is not column, row, diagonal or anti-diagonal</source>
        <translation>la ligne %1 n&apos;est ni column, ni row, ni diagonal, ni anti-diagonal</translation>
    </message>
    <message>
        <source>the line is %1 bytes long, and an event takes a few words</source>
        <translation>la ligne fait %1 octets, et un événement tient en quelques mots</translation>
    </message>
    <message>
        <source>Step %1 (line %2): %3</source>
        <translation>Étape %1 (ligne %2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Line %1: your program wrote %2, which is not an event: %3</source>
        <translation>Ligne %1&#xa0;: votre programme a écrit %2, qui n&apos;est pas un événement&#xa0;: %3</translation>
    </message>
    <message>
        <source>your program placed a queen on %1, where a queen already stands</source>
        <translation>votre programme a placé une reine en %1, où se trouve déjà une reine</translation>
    </message>
    <message>
        <source>your program placed a queen on %1, but the queen on %2 attacks it along %3</source>
        <translation>votre programme a placé une reine en %1, mais la reine en %2 l&apos;attaque le long de %3</translation>
    </message>
    <message>
        <source>your program removed a queen from %1, where none stands</source>
        <translation>votre programme a retiré une reine de %1, où il n&apos;y en a aucune</translation>
    </message>
    <message>
        <source>your program says the queen on %1 attacks %2, but no queen stands there</source>
        <translation>votre programme dit que la reine en %1 attaque %2, mais il n&apos;y a aucune reine là</translation>
    </message>
    <message>
        <source>your program says the queen on %1 attacks %2, but it does not</source>
        <translation>votre programme dit que la reine en %1 attaque %2, mais elle ne l&apos;attaque pas</translation>
    </message>
    <message>
        <source>your program says the queen on %1 attacks %2 along %3, but it attacks it along %4</source>
        <translation>votre programme dit que la reine en %1 attaque %2 le long de %3, mais elle l&apos;attaque le long de %4</translation>
    </message>
    <message>
        <source>your program says %1 is attacked, but no queen attacks it</source>
        <translation>votre programme dit que %1 est attaquée, mais aucune reine ne l&apos;attaque</translation>
    </message>
    <message numerus="yes">
        <source>your program reported a solution with %n queen(s) on the board; a solution has %1</source>
        <translation>
            <numerusform>votre programme a annoncé une solution avec %n reine sur l&apos;échiquier&#xa0;; une solution en a %1</numerusform>
            <numerusform>votre programme a annoncé une solution avec %n reines sur l&apos;échiquier&#xa0;; une solution en a %1</numerusform>
        </translation>
    </message>
    <message>
        <source>your program reported the solution %1 again: it was solution %2, on line %3</source>
        <translation>votre programme a annoncé de nouveau la solution %1&#xa0;: c&apos;était la solution %2, à la ligne %3</translation>
    </message>
    <message>
        <source>At the end (line %1): the trace holds %2 of the %3 solutions; your program missed %4, the first of them %5</source>
        <translation>À la fin (ligne %1)&#xa0;: la trace contient %2 des %3 solutions&#xa0;; votre programme en a manqué %4, la première étant %5</translation>
    </message>
    <message>
        <source>At the end (line %1): the trace holds no solution, but N=%2 has one, the first %3</source>
        <translation>À la fin (ligne %1)&#xa0;: la trace ne contient aucune solution, mais N=%2 en a une, la première étant %3</translation>
    </message>
    <message>
        <source>%1 (×%2)</source>
        <translation>%1 (×%2)</translation>
    </message>
    <message>
        <source>Not compared with the reference search: it is far longer than this trace</source>
        <translation>Pas comparée à la recherche de référence&#xa0;: elle est bien plus longue que cette trace</translation>
    </message>
    <message>
        <source>Against the reference search: placements %1; the trace reports no tries</source>
        <translation>Par rapport à la recherche de référence&#xa0;: placements %1&#xa0;; la trace n&apos;indique aucun essai</translation>
    </message>
    <message>
        <source>Against the reference search: tries %1, placements %2</source>
        <translation>Par rapport à la recherche de référence&#xa0;: essais %1, placements %2</translation>
    </message>
    <message>
        <source>Your program finds %1 attacked by the queen on %2 along %3</source>
        <translation>Votre programme trouve %1 attaquée par la reine en %2 le long de %3</translation>
    </message>
    <message numerus="yes">
        <source>Your program&apos;s search breaks no rule and reports %Ln solution(s) (the first was asked for).</source>
        <translation>
            <numerusform>La recherche de votre programme n&apos;enfreint aucune règle et annonce %Ln solution (la première était demandée).</numerusform>
            <numerusform>La recherche de votre programme n&apos;enfreint aucune règle et annonce %Ln solutions (la première était demandée).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The trace is empty: N=%1 has %Ln solution(s), and your program reported none</source>
        <translation>
            <numerusform>La trace est vide&#xa0;: N=%1 a %Ln solution, et votre programme n’en a signalé aucune</numerusform>
            <numerusform>La trace est vide&#xa0;: N=%1 a %Ln solutions, et votre programme n’en a signalé aucune</numerusform>
        </translation>
    </message>
    <message>
        <source>At the end (line %1): the trace holds %2 of the %3 solutions; your program missed %4 (too many to search for which)</source>
        <translation>À la fin (ligne %1)&#xa0;: la trace contient %2 des %3 solutions&#xa0;; votre programme en a manqué %4 (trop pour chercher lesquelles)</translation>
    </message>
    <message>
        <source>At the end (line %1): the trace holds no solution, but N=%2 has solutions</source>
        <translation>À la fin (ligne %1)&#xa0;: la trace ne contient aucune solution, mais N=%2 en a</translation>
    </message>
    <message>
        <source>Line %1 (%2) ends with an event after your program&apos;s own text, so it was read as the program&apos;s output: a prompt without a newline? The helpers mark their events so that they are read there.</source>
        <translation>La ligne %1 (%2) finit par un événement après le texte de votre programme, elle a donc été lue comme sa sortie&#xa0;: une invite sans retour à la ligne&#xa0;? Les aides marquent leurs événements pour qu’ils y soient lus.</translation>
    </message>
    <message>
        <source>it wrote nothing on standard error</source>
        <translation>il n’a rien écrit sur la sortie d’erreur standard</translation>
    </message>
    <message>
        <source>Your program was ended by a signal before its search ended: %1</source>
        <translation>Votre programme a été arrêté par un signal avant la fin de sa recherche&#xa0;: %1</translation>
    </message>
    <message>
        <source>Your program ended with exit status %1 before its search ended: %2</source>
        <translation>Votre programme s’est terminé avec le code de sortie %1 avant la fin de sa recherche&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>Your program&apos;s search breaks no rule as far as it went; it was cut before its end, so its %Ln solution(s) are not compared with all of N&apos;s.</source>
        <translation>
            <numerusform>La recherche de votre programme n’enfreint aucune règle jusqu’où elle est allée&#xa0;; elle a été coupée avant sa fin, donc sa %Ln solution n’est pas comparée à toutes celles de N.</numerusform>
            <numerusform>La recherche de votre programme n’enfreint aucune règle jusqu’où elle est allée&#xa0;; elle a été coupée avant sa fin, donc ses %Ln solutions ne sont pas comparées à toutes celles de N.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your program never placed its queen on %1.</source>
        <translation>Votre programme n’a jamais posé la reine de cette solution sur %1.</translation>
    </message>
    <message numerus="yes">
        <source>Your program held at most %n of its queens together, and never placed its queen on %1 with them.</source>
        <translation>
            <numerusform>Votre programme a tenu au plus %n reine de cette solution à la fois, et n’a jamais posé avec elle sa reine sur %1.</numerusform>
            <numerusform>Votre programme a tenu au plus %n reines de cette solution à la fois, et n’a jamais posé avec elles sa reine sur %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your program&apos;s search breaks no rule and reports all %Ln solution(s).</source>
        <translation>
            <numerusform>La recherche de votre programme n&apos;enfreint aucune règle et annonce la %Ln solution.</numerusform>
            <numerusform>La recherche de votre programme n&apos;enfreint aucune règle et annonce les %Ln solutions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your program&apos;s search breaks no rule and reports %Ln solution(s).</source>
        <translation>
            <numerusform>La recherche de votre programme n&apos;enfreint aucune règle et annonce %Ln solution.</numerusform>
            <numerusform>La recherche de votre programme n&apos;enfreint aucune règle et annonce %Ln solutions.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TraceOpenDialog</name>
    <message>
        <source>Open a trace of your program</source>
        <translation>Ouvrir une trace de votre programme</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Trace &amp;file:</source>
        <translation>&amp;Fichier de la trace&#xa0;:</translation>
    </message>
    <message>
        <source>Board si&amp;ze N the program ran with:</source>
        <translation>&amp;Taille N de l&apos;échiquier avec laquelle le programme a tourné&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;It stops at the first solution</source>
        <translation>Il s&apos;arrête à la première solut&amp;ion</translation>
    </message>
    <message>
        <source>The file is only read: nothing it names is ever run.</source>
        <translation>Le fichier est seulement lu&#xa0;: rien de ce qu&apos;il nomme n&apos;est jamais exécuté.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Traces (*.trace *.txt *.log);;All files (*)</source>
        <translation>Traces (*.trace *.txt *.log);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>TraceOpener</name>
    <message>
        <source>Cannot open the trace “%1”: %2</source>
        <translation>Impossible d&apos;ouvrir la trace «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot read the trace “%1”: %2</source>
        <translation>Impossible de lire la trace «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>Reading and checking the trace “%1”…</source>
        <translation>Lecture et vérification de la trace «&#xa0;%1&#xa0;»…</translation>
    </message>
</context>
<context>
    <name>ViewingBanner</name>
    <message>
        <source>Viewing solution %1: %2. The search goes on behind it.</source>
        <translation>Solution %1 affichée&#xa0;: %2. La recherche continue en arrière-plan.</translation>
    </message>
    <message>
        <source>Back to the search (Esc)</source>
        <translation>Retour à la recherche (Esc)</translation>
    </message>
    <message>
        <source>Viewing solution %1: %2. The search has finished.</source>
        <translation>Solution %1 affichée&#xa0;: %2. La recherche est terminée.</translation>
    </message>
    <message>
        <source>Viewing solution %1: %2. The search was cancelled.</source>
        <translation>Solution %1 affichée&#xa0;: %2. La recherche a été annulée.</translation>
    </message>
    <message>
        <source>Viewing solution %1: %2. The search is paused behind it.</source>
        <translation>Solution %1 affichée&#xa0;: %2. La recherche est en pause en arrière-plan.</translation>
    </message>
    <message>
        <source>Back to the search: %1</source>
        <translation>Retour à la recherche : %1</translation>
    </message>
</context>
<context>
    <name>WatchView</name>
    <message>
        <source>Watch: the values the safety check reads</source>
        <translation>Surveiller&#xa0;: les valeurs que lit la vérification de sécurité</translation>
    </message>
    <message>
        <source>The variables of the safety check at this step: the entries it reads are framed, red where they make the square unsafe, green where they leave it free.</source>
        <translation>Les variables de la vérification de sécurité à cette étape&#xa0;: les entrées qu&apos;elle lit sont encadrées, en rouge là où elles rendent la case dangereuse, en vert là où elles la laissent libre.</translation>
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
        <translation>L&apos;échiquier vide&#xa0;: étape 0</translation>
    </message>
    <message>
        <source>%1: placed at step %2</source>
        <translation>%1&#xa0;: placée à l&apos;étape %2</translation>
    </message>
    <message>
        <source>%1: your queen, there from the start</source>
        <translation>%1&#xa0;: votre reine, présente dès le départ</translation>
    </message>
    <message>
        <source>ahead of the current step</source>
        <translation>après l&apos;étape actuelle</translation>
    </message>
    <message>
        <source>lifted at step %1</source>
        <translation>retirée à l&apos;étape %1</translation>
    </message>
    <message>
        <source>on the board</source>
        <translation>sur l&apos;échiquier</translation>
    </message>
    <message>
        <source>completes solution %1</source>
        <translation>complète la solution %1</translation>
    </message>
    <message>
        <source>%1: rejected at step %2</source>
        <translation>%1&#xa0;: rejetée à l&apos;étape %2</translation>
    </message>
    <message>
        <source>same column</source>
        <translation>même colonne</translation>
    </message>
    <message>
        <source>same row</source>
        <translation>même rangée</translation>
    </message>
    <message>
        <source>same diagonal</source>
        <translation>même diagonale</translation>
    </message>
    <message>
        <source>same anti-diagonal</source>
        <translation>même antidiagonale</translation>
    </message>
    <message>
        <source>attacked by the queen in row %1, column %2 (%3)</source>
        <translation>attaquée par la reine de la rangée %1, colonne %2 (%3)</translation>
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
        <translation>Avancer</translation>
    </message>
    <message>
        <source>Do the next step of the search</source>
        <translation>Effectuer l&apos;étape suivante de la recherche</translation>
    </message>
    <message>
        <source>Step bac&amp;k</source>
        <translation>&amp;Reculer</translation>
    </message>
    <message>
        <source>Undo the last step</source>
        <translation>Annuler la dernière étape</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reco&amp;mmencer</translation>
    </message>
    <message>
        <source>Start the search again from an empty board</source>
        <translation>Recommencer la recherche à partir d&apos;un échiquier vide</translation>
    </message>
    <message>
        <source>&amp;Faster</source>
        <translation>Plus &amp;vite</translation>
    </message>
    <message>
        <source>Run faster</source>
        <translation>Accélérer</translation>
    </message>
    <message>
        <source>Sl&amp;ower</source>
        <translation>Plus le&amp;nt</translation>
    </message>
    <message>
        <source>Run slower</source>
        <translation>Ralentir</translation>
    </message>
    <message>
        <source>Bac&amp;k to the search</source>
        <translation>Retour à la &amp;recherche</translation>
    </message>
    <message>
        <source>Leave the solution you are viewing and show the live search</source>
        <translation>Quitter la solution affichée et montrer la recherche en cours</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Pl&amp;ein écran</translation>
    </message>
    <message>
        <source>Show the window on the whole screen</source>
        <translation>Afficher la fenêtre sur tout l&apos;écran</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Quit the program</source>
        <translation>Quitter le programme</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Show the keyboard shortcuts</source>
        <translation>Afficher les raccourcis clavier</translation>
    </message>
    <message>
        <source>About &amp;N-Queens Visualizer</source>
        <translation>À propos &amp;du Visualiseur des N reines</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Version et licence</translation>
    </message>
    <message>
        <source>Next solut&amp;ion</source>
        <translation>Solution suivant&amp;e</translation>
    </message>
    <message>
        <source>Run at full speed to the next solution, then pause</source>
        <translation>Aller à pleine vitesse jusqu&apos;à la solution suivante, puis faire une pause</translation>
    </message>
    <message>
        <source>&amp;Next backtrack</source>
        <translation>Prochain &amp;retour sur trace</translation>
    </message>
    <message>
        <source>Run at full speed to the next backtrack, then pause</source>
        <translation>Aller à pleine vitesse jusqu&apos;au prochain retour sur trace, puis faire une pause</translation>
    </message>
    <message>
        <source>L&amp;evel…</source>
        <translation>&amp;Niveau…</translation>
    </message>
    <message>
        <source>Run at full speed until a queen is placed on a chosen level, then pause</source>
        <translation>Aller à pleine vitesse jusqu&apos;à ce qu&apos;une reine soit placée sur un niveau choisi, puis faire une pause</translation>
    </message>
    <message>
        <source>Clear breakpoints</source>
        <translation>E&amp;ffacer les points d&apos;arrêt</translation>
    </message>
    <message>
        <source>Remove every breakpoint (right-click a square to set or remove one)</source>
        <translation>Supprimer tous les points d&apos;arrêt (clic droit sur une case pour en poser ou en retirer un)</translation>
    </message>
    <message>
        <source>Try it yourself</source>
        <translation>Essa&amp;yez vous-même</translation>
    </message>
    <message>
        <source>Place queens by hand; the program explains every square</source>
        <translation>Placez les reines à la main&#xa0;; le programme explique chaque case</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Show the square the backtracking algorithm would choose next</source>
        <translation>Montrer la case que l&apos;algorithme de retour sur trace choisirait ensuite</translation>
    </message>
    <message>
        <source>Presentation &amp;mode</source>
        <translation>&amp;Mode présentation</translation>
    </message>
    <message>
        <source>Full screen, the board as large as possible, large narration and a high-contrast board</source>
        <translation>Plein écran, l&apos;échiquier aussi grand que possible, la narration en grand et un échiquier très contrasté</translation>
    </message>
    <message>
        <source>Attacke&amp;d squares</source>
        <translation>&amp;Cases attaquées</translation>
    </message>
    <message>
        <source>Tint the squares attacked by the queens on the board</source>
        <translation>Colorer les cases attaquées par les reines de l&apos;échiquier</translation>
    </message>
    <message>
        <source>Attack &amp;counts</source>
        <translation>&amp;Nombre d&apos;attaques</translation>
    </message>
    <message>
        <source>Show how many queens attack each square</source>
        <translation>Montrer combien de reines attaquent chaque case</translation>
    </message>
    <message>
        <source>C&amp;onflict lines</source>
        <translation>Lign&amp;es de conflit</translation>
    </message>
    <message>
        <source>Draw the line from the attacking queen to a rejected square</source>
        <translation>Tracer la ligne de la reine attaquante à la case rejetée</translation>
    </message>
    <message>
        <source>Ca&amp;ndidate square</source>
        <translation>Case can&amp;didate</translation>
    </message>
    <message>
        <source>Mark the square being tried</source>
        <translation>Marquer la case en cours d&apos;essai</translation>
    </message>
    <message>
        <source>Export boar&amp;d…</source>
        <translation>E&amp;xporter l&apos;échiquier…</translation>
    </message>
    <message>
        <source>Save the board as a PNG or SVG picture</source>
        <translation>Enregistrer l&apos;échiquier en image PNG ou SVG</translation>
    </message>
    <message>
        <source>Export solutio&amp;ns…</source>
        <translation>Exporter les solut&amp;ions…</translation>
    </message>
    <message>
        <source>Save the listed solutions as text (array, dots, grid, matrix, numbered, LeetCode), CSV or JSON</source>
        <translation>Enregistrer les solutions listées en texte (tableau, points, grille, matrice, numérotées, LeetCode), CSV ou JSON</translation>
    </message>
    <message>
        <source>&amp;Copy board</source>
        <translation>&amp;Copier l&apos;échiquier</translation>
    </message>
    <message>
        <source>Copy the board to the clipboard as text and as a picture</source>
        <translation>Copier l&apos;échiquier dans le presse-papiers en texte et en image</translation>
    </message>
    <message>
        <source>Copy web lin&amp;k</source>
        <translation>Copier le lien web (&amp;K)</translation>
    </message>
    <message>
        <source>Copy a link that opens the web page at this step: the same search in any browser, even where the program is not installed</source>
        <translation>Copier un lien qui ouvre la page web à cette étape : la même recherche dans n&apos;importe quel navigateur, même là où le programme n&apos;est pas installé</translation>
    </message>
    <message>
        <source>Pr&amp;int handout…</source>
        <translation>I&amp;mprimer une fiche…</translation>
    </message>
    <message>
        <source>Print the selected solutions, or all listed ones, several boards to a page</source>
        <translation>Imprimer les solutions sélectionnées, ou toutes celles de la liste, plusieurs échiquiers par page</translation>
    </message>
    <message>
        <source>Restore de&amp;faults…</source>
        <translation>Rétablir les &amp;valeurs par défaut…</translation>
    </message>
    <message>
        <source>Forget all settings and the window layout</source>
        <translation>Oublier tous les réglages et la disposition de la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Go to solution…</source>
        <translation>Aller à la s&amp;olution…</translation>
    </message>
    <message>
        <source>Show the solution with a given number</source>
        <translation type="vanished">Afficher la solution d’un numéro donné</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>E&amp;xécution</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Affi&amp;chage</translation>
    </message>
    <message>
        <source>H&amp;elp</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>Ru&amp;n until</source>
        <translation>Exécuter &amp;jusqu&apos;à</translation>
    </message>
    <message>
        <source>Boar&amp;d theme</source>
        <translation>Thème &amp;de l&apos;échiquier</translation>
    </message>
    <message>
        <source>Appearan&amp;ce</source>
        <translation>Apparen&amp;ce</translation>
    </message>
    <message>
        <source>Lang&amp;uage</source>
        <translation>Lan&amp;gue</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>&amp;Overlays</source>
        <translation>&amp;Indications</translation>
    </message>
    <message>
        <source>Pan&amp;els</source>
        <translation>Pa&amp;nneaux</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>Paus&amp;e</translation>
    </message>
    <message>
        <source>Pla&amp;y</source>
        <translation>Lan&amp;cer</translation>
    </message>
    <message>
        <source>Pause the search</source>
        <translation>Mettre la recherche en pause</translation>
    </message>
    <message>
        <source>Run the search at the chosen speed</source>
        <translation>Lancer la recherche à la vitesse choisie</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Annul&amp;er</translation>
    </message>
    <message>
        <source>Sta&amp;rt</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Save hando&amp;ut as PDF…</source>
        <translation>Enregistrer le document en P&amp;DF…</translation>
    </message>
    <message>
        <source>Save the handout (the selected solutions, or all listed ones) as a PDF file</source>
        <translation>Enregistrer le document (les solutions sélectionnées, ou toutes celles de la liste) en fichier PDF</translation>
    </message>
    <message>
        <source>&amp;Go to step…</source>
        <translation>Ch&amp;oisir une étape…</translation>
    </message>
    <message>
        <source>Jump to any step the search has run (or click the timeline under the board)</source>
        <translation type="vanished">Aller à toute étape que la recherche a déjà faite (ou cliquez sur la frise sous l&apos;échiquier)</translation>
    </message>
    <message>
        <source>1 step a second</source>
        <translation>1 étape par seconde</translation>
    </message>
    <message>
        <source>Set the speed to 1 step a second</source>
        <translation>Régler la vitesse sur 1 étape par seconde</translation>
    </message>
    <message>
        <source>10 steps a second</source>
        <translation>10 étapes par seconde</translation>
    </message>
    <message>
        <source>Set the speed to 10 steps a second</source>
        <translation>Régler la vitesse sur 10 étapes par seconde</translation>
    </message>
    <message>
        <source>100 steps a second</source>
        <translation>100 étapes par seconde</translation>
    </message>
    <message>
        <source>Set the speed to 100 steps a second</source>
        <translation>Régler la vitesse sur 100 étapes par seconde</translation>
    </message>
    <message>
        <source>1,000 steps a second</source>
        <translation>1 000 étapes par seconde</translation>
    </message>
    <message>
        <source>Set the speed to 1,000 steps a second</source>
        <translation>Régler la vitesse sur 1 000 étapes par seconde</translation>
    </message>
    <message>
        <source>Full speed</source>
        <translation>Pleine vitesse</translation>
    </message>
    <message>
        <source>Run as fast as the computer can, drawing the newest state</source>
        <translation>Aller aussi vite que l&apos;ordinateur le peut, en montrant l&apos;état le plus récent</translation>
    </message>
    <message>
        <source>Spee&amp;d presets</source>
        <translation>Vitesses fi&amp;xes</translation>
    </message>
    <message>
        <source>&amp;Undo the search change</source>
        <translation>A&amp;nnuler le changement de recherche</translation>
    </message>
    <message>
        <source>Bring back the search that a change of options, a reset or continuing from the board replaced, at its step</source>
        <translation>Rétablir, à son étape, la recherche qu&apos;un changement d&apos;options, un redémarrage ou la reprise depuis l&apos;échiquier a remplacée</translation>
    </message>
    <message>
        <source>&amp;Redo the search change</source>
        <translation>&amp;Rétablir le changement de recherche</translation>
    </message>
    <message>
        <source>Go back to the search that Undo replaced</source>
        <translation>Revenir à la recherche qu&apos;Annuler a remplacée</translation>
    </message>
    <message>
        <source>Ed&amp;it</source>
        <translation>Éditi&amp;on</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>Pr&amp;emiers pas</translation>
    </message>
    <message>
        <source>What the program does and the keys for it, in three pictures</source>
        <translation>Ce que fait le programme et ses touches, en trois images</translation>
    </message>
    <message>
        <source>&amp;What&apos;s this?</source>
        <translation>&amp;Qu&apos;est-ce que c&apos;est&#xa0;?</translation>
    </message>
    <message>
        <source>Click a panel or a control to learn what it shows</source>
        <translation>Cliquer sur un panneau ou un élément pour savoir ce qu&apos;il montre</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>A&amp;grandir le texte</translation>
    </message>
    <message>
        <source>Make the narration, the code, the panels&apos; texts and the board&apos;s labels larger</source>
        <translation>Agrandir la narration, le code, les textes des panneaux et les repères de l&apos;échiquier</translation>
    </message>
    <message>
        <source>Zoom o&amp;ut</source>
        <translation>Réd&amp;uire le texte</translation>
    </message>
    <message>
        <source>Make the narration, the code, the panels&apos; texts and the board&apos;s labels smaller</source>
        <translation>Réduire la narration, le code, les textes des panneaux et les repères de l&apos;échiquier</translation>
    </message>
    <message>
        <source>Normal text si&amp;ze</source>
        <translation>Taille normale du te&amp;xte</translation>
    </message>
    <message>
        <source>Show the texts at their normal size again</source>
        <translation>Afficher de nouveau les textes à leur taille normale</translation>
    </message>
    <message>
        <source>A panel beside the board &amp;while presenting</source>
        <translation>Un panneau à côté de l&apos;échiquier pendant la présentation (&amp;W)</translation>
    </message>
    <message>
        <source>In presentation mode, show the chosen panel (the pseudocode, the call stack or the search tree) beside the board, following each step</source>
        <translation>En mode présentation, afficher le panneau choisi (le pseudo-code, la pile d&apos;appels ou l&apos;arbre de recherche) à côté de l&apos;échiquier, en suivant chaque étape</translation>
    </message>
    <message>
        <source>Ps&amp;eudocode</source>
        <translation>Pseudo-&amp;code</translation>
    </message>
    <message>
        <source>Present the pseudocode beside the board</source>
        <translation>Présenter le pseudo-code à côté de l&apos;échiquier</translation>
    </message>
    <message>
        <source>&amp;Call stack</source>
        <translation>P&amp;ile d&apos;appels</translation>
    </message>
    <message>
        <source>Present the call stack beside the board</source>
        <translation>Présenter la pile d&apos;appels à côté de l&apos;échiquier</translation>
    </message>
    <message>
        <source>Search t&amp;ree</source>
        <translation>Arbre de &amp;recherche</translation>
    </message>
    <message>
        <source>Present the search tree beside the board</source>
        <translation>Présenter l&apos;arbre de recherche à côté de l&apos;échiquier</translation>
    </message>
    <message>
        <source>&amp;Next panel</source>
        <translation>Panneau sui&amp;vant</translation>
    </message>
    <message>
        <source>Present the next panel beside the board: pseudocode, call stack, search tree</source>
        <translation>Présenter le panneau suivant à côté de l&apos;échiquier&#xa0;: pseudo-code, pile d&apos;appels, arbre de recherche</translation>
    </message>
    <message>
        <source>Pa&amp;nel while presenting</source>
        <translation>&amp;Quel panneau présenter</translation>
    </message>
    <message>
        <source>Jump to any step: back, or ahead, where the search runs on to it (or click the timeline under the board)</source>
        <translation>Aller à n’importe quelle étape&#xa0;: en arrière, ou en avant, où la recherche continue jusqu’à elle (ou cliquez sur la frise sous l’échiquier)</translation>
    </message>
    <message>
        <source>Show the solution with a given number, running the search on to it when it has not been found yet</source>
        <translation>Afficher la solution d’un numéro donné&#xa0;; si elle n’est pas encore trouvée, la recherche continue jusqu’à elle</translation>
    </message>
    <message>
        <source>%1 waits while you try it yourself: Esc goes back to the search</source>
        <translation>%1 attend pendant que vous essayez vous-même&#xa0;: Échap revient à la recherche</translation>
    </message>
    <message>
        <source>%1: a count or a listing takes no steps</source>
        <translation>%1&#xa0;: un comptage ou une liste ne fait pas d&apos;étapes</translation>
    </message>
    <message>
        <source>%1: the search has ended; Home starts it again</source>
        <translation>%1&#xa0;: la recherche est terminée&#xa0;; Début la relance</translation>
    </message>
    <message>
        <source>%1: the search is at its start</source>
        <translation>%1&#xa0;: la recherche est à son début</translation>
    </message>
    <message>
        <source>%1 cannot be used now</source>
        <translation>%1 n&apos;est pas disponible pour l&apos;instant</translation>
    </message>
    <message>
        <source>&amp;Undo: back to %1</source>
        <translation>A&amp;nnuler : retour à %1</translation>
    </message>
    <message>
        <source>&amp;Redo: forward to %1</source>
        <translation>&amp;Rétablir : aller à %1</translation>
    </message>
    <message>
        <source>Normal text si&amp;ze (now %1%)</source>
        <translation>Taille normale du te&amp;xte (actuellement %1 %)</translation>
    </message>
    <message>
        <source>Simple &amp;view</source>
        <translation>&amp;Vue simplifiée</translation>
    </message>
    <message>
        <source>Show only what a first lesson needs: the board, the run&apos;s controls and the pseudocode, and the everyday menu entries (every key still works); off, every panel and menu entry</source>
        <translation>N&apos;afficher que ce dont un premier cours a besoin : l&apos;échiquier, les commandes de l&apos;exécution et le pseudo-code, et les entrées de menu de tous les jours (chaque touche fonctionne toujours) ; désactivée, tous les panneaux et toutes les entrées de menu</translation>
    </message>
    <message>
        <source>%1: Esc leaves presentation mode first</source>
        <translation>%1 : Échap quitte d&apos;abord le mode présentation</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>Pause when a queen is placed in row:</source>
        <translation>Faire une pause quand une reine est placée dans la rangée&#xa0;:</translation>
    </message>
    <message>
        <source>Pause when a queen is placed in column:</source>
        <translation>Faire une pause quand une reine est placée dans la colonne&#xa0;:</translation>
    </message>
    <message>
        <source>Run until a level is reached</source>
        <translation>Exécuter jusqu&apos;à un niveau</translation>
    </message>
    <message>
        <source>Set a breakpoint on row %1, column %2</source>
        <translation>Poser un point d&apos;arrêt en rangée %1, colonne %2</translation>
    </message>
    <message>
        <source>Remove the breakpoint on row %1, column %2</source>
        <translation>Retirer le point d&apos;arrêt en rangée %1, colonne %2</translation>
    </message>
    <message>
        <source>Breakpoint set: playing pauses when the search reaches row %1, column %2</source>
        <translation>Point d&apos;arrêt posé&#xa0;: l&apos;exécution se met en pause quand la recherche atteint la rangée %1, colonne %2</translation>
    </message>
    <message>
        <source>Breakpoint removed</source>
        <translation>Point d&apos;arrêt retiré</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Rétablir les valeurs par défaut</translation>
    </message>
    <message>
        <source>Forget every setting (board size, speed, options, overlays, theme, language and the window layout) and go back to the defaults?</source>
        <translation>Oublier tous les réglages (taille de l&apos;échiquier, vitesse, options, indications, thème, langue et disposition de la fenêtre) et revenir aux valeurs par défaut&#xa0;?</translation>
    </message>
    <message>
        <source>About N-Queens Visualizer</source>
        <translation>À propos du Visualiseur des N reines</translation>
    </message>
    <message>
        <source>&lt;h3&gt;N-Queens Visualizer %1&lt;/h3&gt;&lt;p&gt;Shows step by step how backtracking solves the N-Queens puzzle.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Visualiseur des N reines %1&lt;/h3&gt;&lt;p&gt;Montre étape par étape comment le retour sur trace résout le problème des N reines.&lt;/p&gt;&lt;p&gt;Logiciel libre distribué sous la licence publique générale GNU, version 3 ou ultérieure.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Go to step</source>
        <translation>Atteindre l&apos;étape</translation>
    </message>
    <message>
        <source>Step, from 0 to %L1 (where the search ended):</source>
        <translation>Étape, de 0 à %L1 (où la recherche s&apos;est terminée) :</translation>
    </message>
    <message>
        <source>Step, from 0 to %L1 (the furthest step run so far):</source>
        <translation type="vanished">Étape, de 0 à %L1 (la plus lointaine atteinte jusqu&apos;ici) :</translation>
    </message>
    <message>
        <source>Step, from 0 to %L1 (run so far: %L2; the search runs on to a later one):</source>
        <translation>Étape, de 0 à %L1 (parcourues jusqu’ici&#xa0;: %L2&#xa0;; jusqu’à une suivante, la recherche continue)&#xa0;:</translation>
    </message>
    <message>
        <source>Step, from 0 to %L1 (where the trace ends):</source>
        <translation>Étape, de 0 à %L1 (là où la trace se termine)&#xa0;:</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Boards on the worksheet: %1</source>
        <translation>Échiquiers sur la feuille d&apos;exercices&#xa0;: %1</translation>
    </message>
    <message>
        <source>Export worksheet</source>
        <translation>Exporter une feuille d&apos;exercices</translation>
    </message>
    <message>
        <source>Why the worksheet cannot be saved</source>
        <translation>Pourquoi la feuille d&apos;exercices ne peut pas être enregistrée</translation>
    </message>
    <message>
        <source>Save the worksheet</source>
        <translation>Enregistrer la feuille d&apos;exercices</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Feuille</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Teacher&apos;s sheet: boards and narration</source>
        <translation>Version du professeur&#xa0;: échiquiers et narration</translation>
    </message>
    <message>
        <source>Students&apos; sheet with questions, and an answer key</source>
        <translation>Version des élèves avec questions, et un corrigé</translation>
    </message>
    <message>
        <source>&amp;Version:</source>
        <translation>&amp;Version&#xa0;:</translation>
    </message>
    <message>
        <source>Students&apos; boards show the &amp;queens placed before each step</source>
        <translation>Les échiquiers des élèves montrent les &amp;reines placées avant chaque étape</translation>
    </message>
    <message>
        <source>Students&apos; boards show the queens placed before each step</source>
        <translation>Les échiquiers des élèves montrent les reines placées avant chaque étape</translation>
    </message>
    <message>
        <source>Page size</source>
        <translation>Format de page</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>Page si&amp;ze:</source>
        <translation>&amp;Format de page&#xa0;:</translation>
    </message>
    <message>
        <source>-answers</source>
        <translation>-corrige</translation>
    </message>
    <message>
        <source>Saving the worksheet…</source>
        <translation>Enregistrement de la feuille d&apos;exercices…</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save the students&apos; worksheet</source>
        <translation>Enregistrer la feuille d&apos;exercices des élèves</translation>
    </message>
    <message>
        <source>Save worksheet</source>
        <translation>Enregistrer la feuille d&apos;exercices</translation>
    </message>
    <message>
        <source>worksheet-students.pdf</source>
        <translation>feuille-exercices-eleves.pdf</translation>
    </message>
    <message>
        <source>worksheet.pdf</source>
        <translation>feuille-exercices.pdf</translation>
    </message>
    <message>
        <source>Save the answer key</source>
        <translation>Enregistrer le corrigé</translation>
    </message>
    <message>
        <source>Board colours</source>
        <translation>Couleurs des échiquiers</translation>
    </message>
    <message>
        <source>Grey, for printing</source>
        <translation>Gris, pour l&apos;impression</translation>
    </message>
    <message>
        <source>As on the screen (%1)</source>
        <translation>Comme à l&apos;écran (%1)</translation>
    </message>
    <message>
        <source>Board &amp;colours:</source>
        <translation>Co&amp;uleurs des échiquiers&#xa0;:</translation>
    </message>
</context>
<context>
    <name>WorksheetExport</name>
    <message>
        <source>Cannot write %1</source>
        <translation>Impossible d&apos;écrire %1</translation>
    </message>
    <message>
        <source>The old file is kept.</source>
        <translation>L&apos;ancien fichier est conservé.</translation>
    </message>
    <message>
        <source>Steps %1 to %2</source>
        <translation>Étapes %1 à %2</translation>
    </message>
    <message>
        <source>The path to solution %1</source>
        <translation>Le chemin vers la solution %1</translation>
    </message>
    <message>
        <source>Bookmarked steps</source>
        <translation>Étapes avec signet</translation>
    </message>
    <message>
        <source>Worksheet not saved: the files are as they were</source>
        <translation>Feuille d&apos;exercices non enregistrée&#xa0;: les fichiers n&apos;ont pas changé</translation>
    </message>
    <message>
        <source>The students&apos; sheet was saved to %1, but not the answer key. %2</source>
        <translation>La version des élèves a été enregistrée dans %1, mais pas le corrigé. %2</translation>
    </message>
    <message numerus="yes">
        <source>Worksheet for students saved to %1 (%Ln pages), answer key to %2</source>
        <translation>
            <numerusform>Version des élèves enregistrée dans %1 (%Ln page), corrigé dans %2</numerusform>
            <numerusform>Version des élèves enregistrée dans %1 (%Ln pages), corrigé dans %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Worksheet saved to %1 (%Ln pages)</source>
        <translation>
            <numerusform>Feuille d&apos;exercices enregistrée dans %1 (%Ln page)</numerusform>
            <numerusform>Feuille d&apos;exercices enregistrée dans %1 (%Ln pages)</numerusform>
        </translation>
    </message>
    <message>
        <source>A worksheet holds at most %1 boards</source>
        <translation>Une feuille d&apos;exercices contient au plus %1 échiquiers</translation>
    </message>
    <message>
        <source>The answer key needs a file of its own</source>
        <translation>Le corrigé doit avoir son propre fichier</translation>
    </message>
</context>
<context>
    <name>WorksheetWriter</name>
    <message>
        <source>N-Queens, N = %1, %2, %3</source>
        <translation>N reines, N = %1, %2, %3</translation>
    </message>
    <message>
        <source>row by row</source>
        <translation>rangée par rangée</translation>
    </message>
    <message>
        <source>column by column</source>
        <translation>colonne par colonne</translation>
    </message>
    <message>
        <source>Worksheet: %1</source>
        <translation>Feuille d&apos;exercices&#xa0;: %1</translation>
    </message>
    <message>
        <source>Worksheet for students: %1</source>
        <translation>Feuille d&apos;exercices des élèves&#xa0;: %1</translation>
    </message>
    <message>
        <source>Answer key: %1</source>
        <translation>Corrigé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Where does the search start?</source>
        <translation>Où commence la recherche&#xa0;?</translation>
    </message>
    <message>
        <source>Which square is tried next?</source>
        <translation>Quelle case est essayée ensuite&#xa0;?</translation>
    </message>
    <message>
        <source>Row %1, column %2 is tried. Which queen attacks it, and along which line?</source>
        <translation>On essaie la rangée %1, colonne %2. Quelle reine attaque cette case, et selon quelle ligne&#xa0;?</translation>
    </message>
    <message>
        <source>Where does the next queen go?</source>
        <translation>Où va la prochaine reine&#xa0;?</translation>
    </message>
    <message>
        <source>What has the search found now?</source>
        <translation>Qu&apos;a trouvé la recherche à ce moment&#xa0;?</translation>
    </message>
    <message>
        <source>Which queen is lifted next, and why?</source>
        <translation>Quelle reine est retirée ensuite, et pourquoi&#xa0;?</translation>
    </message>
    <message>
        <source>Row %1 has no column left to try. What does the search do now?</source>
        <translation>La rangée %1 n&apos;a plus de colonne à essayer. Que fait la recherche maintenant&#xa0;?</translation>
    </message>
    <message>
        <source>Column %1 has no row left to try. What does the search do now?</source>
        <translation>La colonne %1 n&apos;a plus de rangée à essayer. Que fait la recherche maintenant&#xa0;?</translation>
    </message>
    <message>
        <source>What happens next?</source>
        <translation>Que se passe-t-il ensuite&#xa0;?</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Réponse&#xa0;: %1</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Nom&#xa0;: %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Étape %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Note&#xa0;: %1</translation>
    </message>
    <message>
        <source>N-Queens, N = %1, the search of your program %2</source>
        <translation>N reines, N = %1, la recherche de votre programme %2</translation>
    </message>
</context>
</TS>
