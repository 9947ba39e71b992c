<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AnimationDialog</name>
    <message>
        <source>Frames in the animation: %1, playing %2 s</source>
        <translation>Fotogramas de la animación: %1, duración %2 s</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Exportar animación</translation>
    </message>
    <message>
        <source>Why the animation cannot be saved</source>
        <translation>Por qué no se puede guardar la animación</translation>
    </message>
    <message>
        <source>Save the animation</source>
        <translation>Guardar la animación</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>Animación</translation>
    </message>
    <message>
        <source>Board size in pixels</source>
        <translation>Tamaño del tablero en píxeles</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Board si&amp;ze:</source>
        <translation>&amp;Tamaño del tablero:</translation>
    </message>
    <message>
        <source>Time per frame in milliseconds</source>
        <translation>Tiempo por fotograma en milisegundos</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Time per fr&amp;ame:</source>
        <translation>Tiempo por &amp;fotograma:</translation>
    </message>
    <message>
        <source>&amp;Narration under the board</source>
        <translation>&amp;Narración bajo el tablero</translation>
    </message>
    <message>
        <source>Narration under the board</source>
        <translation>Narración bajo el tablero</translation>
    </message>
    <message>
        <source>Play in a &amp;loop</source>
        <translation>Reproducir en &amp;bucle</translation>
    </message>
    <message>
        <source>Play in a loop</source>
        <translation>Reproducir en bucle</translation>
    </message>
    <message>
        <source>Saving the animation…</source>
        <translation>Guardando la animación…</translation>
    </message>
    <message>
        <source>Save animation</source>
        <translation>Guardar animación</translation>
    </message>
    <message>
        <source>animation.gif</source>
        <translation>animacion.gif</translation>
    </message>
    <message>
        <source>GIF animation (*.gif)</source>
        <translation>Animación GIF (*.gif)</translation>
    </message>
</context>
<context>
    <name>AnimationExport</name>
    <message>
        <source>Cannot write %1</source>
        <translation>No se puede escribir %1</translation>
    </message>
    <message>
        <source>The old file is kept.</source>
        <translation>Se conserva el archivo anterior.</translation>
    </message>
    <message>
        <source>Animation not saved: %1 is as it was</source>
        <translation>Animación no guardada: %1 no ha cambiado</translation>
    </message>
    <message>
        <source>Animation not saved</source>
        <translation>Animación no guardada</translation>
    </message>
    <message>
        <source>An animation holds at most %1 frames</source>
        <translation>Una animación tiene como máximo %1 fotogramas</translation>
    </message>
    <message numerus="yes">
        <source>Animation saved to %1: %Ln frames, %2</source>
        <translation>
            <numerusform>Animación guardada en %1: %Ln fotograma, %2</numerusform>
            <numerusform>Animación guardada en %1: %Ln fotogramas, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnimationWriter</name>
    <message>
        <source>Step %1 · %2</source>
        <translation>Paso %1 · %2</translation>
    </message>
    <message>
        <source>There are no frames to write</source>
        <translation>No hay fotogramas que escribir</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 no es un archivo normal</translation>
    </message>
    <message>
        <source>%1 is too large to be a settings file (%2 bytes)</source>
        <translation>%1 es demasiado grande para ser un archivo de ajustes (%2 bytes)</translation>
    </message>
    <message>
        <source>Settings not read: %1; using the defaults</source>
        <translation>Ajustes no leídos: %1; se usan los valores predeterminados</translation>
    </message>
    <message>
        <source>Settings not saved: %1</source>
        <translation>Ajustes no guardados: %1</translation>
    </message>
    <message>
        <source>Cannot save the settings to %1</source>
        <translation>No se pueden guardar los ajustes en %1</translation>
    </message>
    <message>
        <source>no temporary copy could be made</source>
        <translation>no se pudo crear una copia temporal</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>no se puede crear la carpeta %1</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Dark</source>
        <translation>Oscura</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clara</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Según el sistema</translation>
    </message>
</context>
<context>
    <name>BoardArea</name>
    <message>
        <source>What the last step did</source>
        <translation>Qué hizo el último paso</translation>
    </message>
    <message>
        <source>The placement as the array cols</source>
        <translation>La colocación como el array cols</translation>
    </message>
    <message>
        <source>Bookmarked step</source>
        <translation>Paso con marcador</translation>
    </message>
    <message>
        <source>Bookmark: %1</source>
        <translation>Marcador: %1</translation>
    </message>
    <message>
        <source>Steps %1 · placements %2 · backtracks %3 · solutions %4</source>
        <translation>Pasos %1 · colocaciones %2 · vueltas atrás %3 · soluciones %4</translation>
    </message>
    <message>
        <source>The board at the step the panels show. The queen just placed, the square being tried and the line of the queen that attacks it are marked (View ▸ Overlays adds the attacked squares and how many queens attack each one). Right-click a square to set a breakpoint there.</source>
        <translation>El tablero en el paso que muestran los paneles. Se marcan la reina recién colocada, la casilla que se está probando y la línea de la reina que la ataca (Ver ▸ Marcas añade las casillas atacadas y cuántas reinas atacan cada una). Haz clic derecho en una casilla para poner ahí un punto de interrupción.</translation>
    </message>
    <message>
        <source>What the last step did and why, in one sentence.</source>
        <translation>Qué hizo el último paso y por qué, en una frase.</translation>
    </message>
    <message>
        <source>The queens as the program keeps them: the array cols, where cols[r] is the column of the queen in row r, and ? a row not filled yet. The numbers under it are the indices r.</source>
        <translation type="vanished">Las reinas tal como las guarda el programa: el array cols, donde cols[r] es la columna de la reina de la fila r, y ? una fila aún sin ocupar. Los números de debajo son los índices r.</translation>
    </message>
    <message>
        <source>The steps the search has run so far, with the solutions and bookmarks marked. Click or drag to go back to any of them; the arrow keys move it when it has the focus.</source>
        <translation>Los pasos que la búsqueda ha dado hasta ahora, con las soluciones y los marcadores señalados. Haz clic o arrastra para volver a cualquiera de ellos; cuando la línea de tiempo tiene el foco, las flechas la mueven.</translation>
    </message>
    <message>
        <source>The queens as the program keeps them: the array cols, where cols[r] is the column of the queen in row r (in column order rows[c], the row of the queen in column c). A box with %1 is a row not filled yet; one like %2 is the row being filled, with the column being tried. The indices r stand above the boxes.</source>
        <translation>Las reinas tal como las guarda el programa: el array cols, donde cols[r] es la columna de la reina de la fila r (en orden por columnas rows[c], la fila de la reina de la columna c). Una casilla con %1 es una fila aún sin llenar; una como %2 es la fila que se está llenando, con la columna que se prueba. Los índices r están encima de las casillas.</translation>
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
        <translation>Tablero de N reinas</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>No se puede escribir %1</translation>
    </message>
    <message>
        <source>Choose a file name ending in .png or .svg</source>
        <translation>Elige un nombre de archivo que termine en .png o .svg</translation>
    </message>
    <message>
        <source>Export board</source>
        <translation>Exportar tablero</translation>
    </message>
    <message>
        <source>board.png</source>
        <translation>tablero.png</translation>
    </message>
    <message>
        <source>PNG picture (*.png);;SVG drawing (*.svg)</source>
        <translation>Imagen PNG (*.png);;Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <source>Board saved to %1</source>
        <translation>Tablero guardado en %1</translation>
    </message>
    <message>
        <source>Board copied as text and as a picture</source>
        <translation>Tablero copiado como texto y como imagen</translation>
    </message>
    <message>
        <source>the picture could not be encoded</source>
        <translation>no se pudo codificar la imagen</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <source>High contrast (projectors)</source>
        <translation>Alto contraste (proyectores)</translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation>Apto para daltónicos</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Paused at step %1</source>
        <translation>En pausa en el paso %1</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>row %1 column %2</source>
        <translation>fila %1 columna %2</translation>
    </message>
    <message>
        <source>%1 by %1 board.</source>
        <translation>Tablero de %1 × %1.</translation>
    </message>
    <message>
        <source>No queens.</source>
        <translation>Sin reinas.</translation>
    </message>
    <message>
        <source>Queens at %1.</source>
        <translation>Reinas en %1.</translation>
    </message>
    <message>
        <source>This is a solution.</source>
        <translation>Esto es una solución.</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Columna %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Fila %1</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <translation>Fila %1, columna %2</translation>
    </message>
    <message>
        <source>along its column</source>
        <translation>por su columna</translation>
    </message>
    <message>
        <source>along its row</source>
        <translation>por su fila</translation>
    </message>
    <message>
        <source>along a diagonal</source>
        <translation>por una diagonal</translation>
    </message>
    <message>
        <source>along an anti-diagonal</source>
        <translation>por una antidiagonal</translation>
    </message>
    <message>
        <source>candidate, attacked by the queen in row %1, column %2 %3</source>
        <translation>candidata, atacada por la reina de la fila %1, columna %2 %3</translation>
    </message>
    <message>
        <source>queen, just placed</source>
        <translation>reina, recién colocada</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <source>candidate, being tried</source>
        <translation>candidata, en prueba</translation>
    </message>
    <message>
        <source>empty, its queen just lifted</source>
        <translation>vacía, su reina recién retirada</translation>
    </message>
    <message>
        <source>empty, the hint</source>
        <translation>vacía, la pista</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
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
        <translation>Paso</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Búsqueda</translation>
    </message>
    <message>
        <source>Bookmarked steps</source>
        <translation>Pasos con marcador</translation>
    </message>
    <message>
        <source>&amp;Jump to</source>
        <translation>&amp;Ir al paso</translation>
    </message>
    <message>
        <source>Edit &amp;note…</source>
        <translation>Modi&amp;ficar nota…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>scan</source>
        <translation>recorrido</translation>
    </message>
    <message>
        <source>arrays</source>
        <translation>arrays</translation>
    </message>
    <message>
        <source>first solution</source>
        <translation>primera solución</translation>
    </message>
    <message>
        <source>all solutions</source>
        <translation>todas las soluciones</translation>
    </message>
    <message>
        <source>Bookmark a step to discuss in class with Ctrl+D; Ctrl+Page Down and Ctrl+Page Up (or a clicker&apos;s &quot;.&quot; and &quot;,&quot; keys) go through the bookmarks.</source>
        <translation>Añade un marcador a un paso para comentarlo en clase con Ctrl+D; Ctrl+Av Pág y Ctrl+Re Pág (o las teclas «.» y «,» de un presentador) recorren los marcadores.</translation>
    </message>
    <message>
        <source>row by row</source>
        <translation>fila a fila</translation>
    </message>
    <message>
        <source>column by column</source>
        <translation>columna a columna</translation>
    </message>
    <message>
        <source>bitmasks</source>
        <translation>máscaras de bits</translation>
    </message>
    <message numerus="yes">
        <source>%n queens, %1, %2, %3</source>
        <translation>
            <numerusform>%n reina, %1, %2, %3</numerusform>
            <numerusform>%n reinas, %1, %2, %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, from %n given queens</source>
        <translation>
            <numerusform>%1, a partir de %n reina dada</numerusform>
            <numerusform>%1, a partir de %n reinas dadas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>your program&apos;s trace, %n queens</source>
        <translation>
            <numerusform>traza de tu programa, %n reina</numerusform>
            <numerusform>traza de tu programa, %n reinas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CallStackView</name>
    <message>
        <source>Call stack</source>
        <translation>Pila de llamadas</translation>
    </message>
    <message>
        <source>none left</source>
        <translation>no queda ninguna</translation>
    </message>
    <message>
        <source>columns left: %1</source>
        <translation>columnas restantes: %1</translation>
    </message>
    <message>
        <source>rows left: %1</source>
        <translation>filas restantes: %1</translation>
    </message>
    <message>
        <source>queen in column %1</source>
        <translation>reina en la columna %1</translation>
    </message>
    <message>
        <source>queen in row %1</source>
        <translation>reina en la fila %1</translation>
    </message>
    <message>
        <source> (yours)</source>
        <translation> (tuya)</translation>
    </message>
    <message>
        <source>trying column %1</source>
        <translation>probando la columna %1</translation>
    </message>
    <message>
        <source>trying row %1</source>
        <translation>probando la fila %1</translation>
    </message>
    <message>
        <source>choosing the next square</source>
        <translation>eligiendo la siguiente casilla</translation>
    </message>
    <message>
        <source>report solution %1</source>
        <translation>anotar la solución %1</translation>
    </message>
    <message>
        <source>(empty: the search has not started or has ended)</source>
        <translation>(vacía: la búsqueda no ha empezado o ya ha terminado)</translation>
    </message>
</context>
<context>
    <name>CheckComparisonPanel</name>
    <message>
        <source>not computed</source>
        <translation>sin calcular</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>row</source>
        <translation>fila</translation>
    </message>
    <message>
        <source>column</source>
        <translation>columna</translation>
    </message>
    <message>
        <source>Scan earlier queens</source>
        <translation>Recorrer reinas anteriores</translation>
    </message>
    <message>
        <source>Occupancy arrays</source>
        <translation>Arrays de ocupación</translation>
    </message>
    <message>
        <source>Bitmasks</source>
        <translation>Máscaras de bits</translation>
    </message>
    <message>
        <source>One check compares the candidate with one earlier queen: same %1, or |Δrow| = |Δcol|. A candidate costs up to one check per queen already placed.</source>
        <translation>Una comprobación compara la candidata con una reina anterior: misma %1, o |Δrow| = |Δcol|. Cada candidata cuesta hasta una comprobación por reina ya colocada.</translation>
    </message>
    <message>
        <source>One check looks up the candidate&apos;s three lines (its %1 and both diagonals) in occupancy arrays: one check per candidate tried, however many queens stand on the board.</source>
        <translation>Una comprobación consulta las tres líneas de la candidata (su %1 y las dos diagonales) en los arrays de ocupación: una comprobación por candidata probada, haya las reinas que haya en el tablero.</translation>
    </message>
    <message>
        <source>One check computes cols | ld | rd once per %1 entered: it gives every safe square at once, so no attacked square is ever tried (0 tries).</source>
        <translation>Una comprobación calcula cols | ld | rd una vez por cada %1 a la que se llega: da todas las casillas seguras a la vez, así que nunca se prueba una casilla atacada (0 intentos).</translation>
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
        <translation>todas las soluciones</translation>
    </message>
    <message>
        <source>first solution</source>
        <translation>primera solución</translation>
    </message>
    <message>
        <source>row by row</source>
        <translation>fila a fila</translation>
    </message>
    <message>
        <source>column by column</source>
        <translation>columna a columna</translation>
    </message>
    <message>
        <source>Cost of the safety check: %1 queens, %2, %3</source>
        <translation>Coste de la comprobación de seguridad: %1 reinas, %2, %3</translation>
    </message>
    <message>
        <source>Cost of the safety check</source>
        <translation>Coste de la comprobación de seguridad</translation>
    </message>
    <message>
        <source>Same search, same solutions: only the cost of asking “is this square safe?” differs.</source>
        <translation>Misma búsqueda, mismas soluciones: solo cambia lo que cuesta preguntar «¿es segura esta casilla?».</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Comprobaciones</translation>
    </message>
    <message>
        <source>Tries</source>
        <translation>Intentos</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Checks per
placement</source>
        <translation>Comprobaciones
por colocación</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Safety checks done: what one check is differs per method (see the row&apos;s tooltip)</source>
        <translation>Comprobaciones de seguridad hechas: qué es una comprobación depende del método (mira la ayuda emergente de la fila)</translation>
    </message>
    <message>
        <source>Candidate squares tried; the bitmask check never tries an attacked square</source>
        <translation>Casillas candidatas probadas; la comprobación con máscaras de bits nunca prueba una casilla atacada</translation>
    </message>
    <message>
        <source>Events of the search: each try, conflict, placement, solution, removal and backtrack is one step</source>
        <translation>Eventos de la búsqueda: cada intento, conflicto, colocación, solución, retirada y vuelta atrás es un paso</translation>
    </message>
    <message>
        <source>Checks divided by queens placed: the price of each queen that stays on the board for a while</source>
        <translation>Comprobaciones divididas entre reinas colocadas: el precio de cada reina que se queda un rato en el tablero</translation>
    </message>
    <message>
        <source>The bar is the method&apos;s checks as a share of the most; the number is how many times the cheapest method&apos;s checks it needs</source>
        <translation>La barra muestra las comprobaciones del método como parte del máximo; el número dice cuántas veces más comprobaciones necesita que el método más barato</translation>
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
        <translation>Detenido tras %1 pasos, justo después de la colocación %2: la búsqueda completa necesita más.</translation>
    </message>
    <message>
        <source>Choose a board to compare the checks.</source>
        <translation>Elige un tablero para comparar las comprobaciones.</translation>
    </message>
    <message>
        <source>Computing in the background… %1: %2 steps so far</source>
        <translation>Calculando en segundo plano… %1: %2 pasos hasta ahora</translation>
    </message>
    <message>
        <source>Computing in the background…</source>
        <translation>Calculando en segundo plano…</translation>
    </message>
    <message>
        <source>Done. Every method made the same %1 placements and found no solution.</source>
        <translation>Hecho. Todos los métodos hicieron las mismas %1 colocaciones y no encontraron ninguna solución.</translation>
    </message>
    <message numerus="yes">
        <source>Done. Every method found the same first solution after the same %1 placements.</source>
        <translation>
            <numerusform>Hecho. Todos los métodos encontraron la misma primera solución tras la misma %1 colocación.</numerusform>
            <numerusform>Hecho. Todos los métodos encontraron la misma primera solución tras las mismas %1 colocaciones.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt; %1 ms</source>
        <translation>&lt; %1 ms</translation>
    </message>
    <message>
        <source>Checks compared
with the cheapest</source>
        <translation>Comprobaciones frente
a la más barata</translation>
    </message>
    <message>
        <source>Wall time of this method alone, measured in the background (it varies with what else the computer does). It includes the step-by-step bookkeeping all three share, so times differ less than checks.</source>
        <translation>Tiempo real de este método solo, medido en segundo plano (varía según lo que haga el ordenador). Incluye la contabilidad paso a paso que comparten los tres, así que los tiempos difieren menos que las comprobaciones.</translation>
    </message>
    <message>
        <source>One check: scan = one earlier queen compared · arrays = one square looked up · bitmasks = one %1 entered.
Times include the bookkeeping of the step-by-step search, the same for all three, so they differ less than the checks.</source>
        <translation>Una comprobación: recorrer = una reina anterior comparada · arrays = una casilla consultada · máscaras de bits = una %1 recorrida.
Los tiempos incluyen la contabilidad de la búsqueda paso a paso, igual para los tres, así que difieren menos que las comprobaciones.</translation>
    </message>
    <message>
        <source>Stopped at the budget: scanning used its %1, so every method stopped right after the same first %2 placements.</source>
        <translation>Detenido en el límite: el recorrido agotó su %1, así que cada método se detuvo justo después de las mismas primeras %2 colocaciones.</translation>
    </message>
    <message>
        <source>Stopped at the budget: every method stopped right after the same first %1 placements (the limit).</source>
        <translation>Detenido en el límite: cada método se detuvo justo después de las mismas primeras %1 colocaciones (el límite).</translation>
    </message>
    <message numerus="yes">
        <source>%1 Counts marked + cover only that part of the search (%2 solutions so far); the whole search needs more.</source>
        <translation>
            <numerusform>%1 Las cifras marcadas con + cubren solo esa parte de la búsqueda (%2 solución hasta ahora); la búsqueda completa necesita más.</numerusform>
            <numerusform>%1 Las cifras marcadas con + cubren solo esa parte de la búsqueda (%2 soluciones hasta ahora); la búsqueda completa necesita más.</numerusform>
        </translation>
    </message>
    <message>
        <source>The whole search: steps %1, placements %2, solutions %3.</source>
        <translation>La búsqueda completa: pasos %1, colocaciones %2, soluciones %3.</translation>
    </message>
    <message numerus="yes">
        <source>Done. Every method found the same %1 solutions with the same number of placements: %2.</source>
        <translation>
            <numerusform>Hecho. Todos los métodos encontraron la misma %1 solución con el mismo número de colocaciones: %2.</numerusform>
            <numerusform>Hecho. Todos los métodos encontraron las mismas %1 soluciones con el mismo número de colocaciones: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>The three safety checks compared</source>
        <translation>Las tres comprobaciones de seguridad comparadas</translation>
    </message>
    <message>
        <source>0 (only safe squares)</source>
        <translation>0 (solo casillas seguras)</translation>
    </message>
    <message>
        <source>The bitmask check never tries an attacked square: one expression, ~(cols | ld | rd), gives every safe square of the %1 at once, so there is nothing to try and reject.</source>
        <translation>La comprobación con máscaras de bits nunca prueba una casilla atacada: una sola expresión, ~(cols | ld | rd), da a la vez todas las casillas seguras de la %1, así que no hay nada que probar ni descartar.</translation>
    </message>
    <message>
        <source>Scan</source>
        <comment>the scan check, short</comment>
        <translation>Recorrer</translation>
    </message>
    <message>
        <source>Arrays</source>
        <comment>the occupancy arrays, short</comment>
        <translation>Arrays</translation>
    </message>
    <message>
        <source>Bitmasks</source>
        <comment>the bitmask check, short</comment>
        <translation>Máscaras</translation>
    </message>
</context>
<context>
    <name>ControlsPanel</name>
    <message>
        <source>Board si&amp;ze N:</source>
        <translation>Tamaño &amp;N:</translation>
    </message>
    <message>
        <source>Number of queens and size of the board (1 to 32). Changing it starts a fresh run.</source>
        <translation>Número de reinas y tamaño del tablero (de 1 a 32). Al cambiarlo empieza una ejecución nueva.</translation>
    </message>
    <message>
        <source>&amp;Goal:</source>
        <translation>Ob&amp;jetivo:</translation>
    </message>
    <message>
        <source>Stop at the first solution</source>
        <translation>Parar en la primera solución</translation>
    </message>
    <message>
        <source>Find all solutions</source>
        <translation>Encontrar todas las soluciones</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>O&amp;rden:</translation>
    </message>
    <message>
        <source>Row by row</source>
        <translation>Fila a fila</translation>
    </message>
    <message>
        <source>Column by column</source>
        <translation>Columna a columna</translation>
    </message>
    <message>
        <source>Place one queen per row trying each column, or one per column trying each row</source>
        <translation>Colocar una reina por fila probando cada columna, o una por columna probando cada fila</translation>
    </message>
    <message>
        <source>Safety chec&amp;k:</source>
        <translation>Se&amp;guridad:</translation>
    </message>
    <message>
        <source>Scan earlier queens</source>
        <translation>Recorrer reinas anteriores</translation>
    </message>
    <message>
        <source>Occupancy arrays</source>
        <translation>Arrays de ocupación</translation>
    </message>
    <message>
        <source>Bitmasks</source>
        <translation>Máscaras de bits</translation>
    </message>
    <message>
        <source>Scan: compare with every queen already placed. Arrays: look up the column and both diagonals in O(1). Bitmasks: compute all free squares of a level at once, so no attacked square is ever tried.</source>
        <translation>Recorrido: comparar con cada reina ya colocada. Arrays: consultar la columna y las dos diagonales en O(1). Máscaras de bits: calcular a la vez todas las casillas libres de un nivel, así que nunca se prueba una casilla atacada.</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>Vel&amp;ocidad:</translation>
    </message>
    <message>
        <source>From one step every 2 seconds to 100,000 steps a second, then full speed (keys + and -)</source>
        <translation>Desde un paso cada 2 segundos hasta 100.000 pasos por segundo, y luego a toda velocidad (teclas + y -)</translation>
    </message>
    <message>
        <source>List all solutions, no animation</source>
        <translation>Listar todas, sin animación</translation>
    </message>
    <message>
        <source>Only count the solutions (fastest)</source>
        <translation>Solo contar (lo más rápido)</translation>
    </message>
    <message>
        <source>Stop at the first solution, or go on until every solution is found; or, without animation and on all cores, list every solution with its symmetry class, or only count them</source>
        <translation>Parar en la primera solución o seguir hasta encontrarlas todas; o, sin animación y con todos los núcleos, listar cada solución con su clase de simetría, o solo contarlas</translation>
    </message>
    <message>
        <source>Board size N</source>
        <translation>Tamaño del tablero N</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Orden</translation>
    </message>
    <message>
        <source>Safety check</source>
        <translation>Comprobación de seguridad</translation>
    </message>
    <message>
        <source>Speed: %1</source>
        <translation>Velocidad: %1</translation>
    </message>
</context>
<context>
    <name>CountStarter</name>
    <message>
        <source>Count N=%1</source>
        <translation>Recuento N=%1</translation>
    </message>
    <message>
        <source>A count of N=%1 was interrupted at %2%. Continue it, or count from the beginning?</source>
        <translation>Un recuento de N=%1 se interrumpió al %2 %. ¿Continuarlo o contar desde el principio?</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>&amp;Start over</source>
        <translation>&amp;Empezar de nuevo</translation>
    </message>
    <message>
        <source>Continuing the count of N=%1 from %2%</source>
        <translation>Continuando el recuento de N=%1 desde el %2 %</translation>
    </message>
    <message>
        <source>Counting N=%1 from the beginning</source>
        <translation>Contando N=%1 desde el principio</translation>
    </message>
    <message>
        <source>The count&apos;s progress could not be kept for a later start: %1</source>
        <translation>No se pudo guardar el progreso del recuento para más tarde: %1</translation>
    </message>
</context>
<context>
    <name>CountersPanel</name>
    <message>
        <source>Steps:</source>
        <translation>Pasos:</translation>
    </message>
    <message>
        <source>Tries:</source>
        <translation>Intentos:</translation>
    </message>
    <message>
        <source>Checks:</source>
        <translation>Comprobaciones:</translation>
    </message>
    <message>
        <source>Placements:</source>
        <translation>Colocaciones:</translation>
    </message>
    <message>
        <source>Removals:</source>
        <translation>Retiradas:</translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation>Vueltas atrás:</translation>
    </message>
    <message>
        <source>Solutions:</source>
        <translation>Soluciones:</translation>
    </message>
    <message>
        <source>Elapsed:</source>
        <translation>Tiempo:</translation>
    </message>
    <message>
        <source>Events of the search so far: each try, conflict, placement, solution, removal and backtrack is one step</source>
        <translation>Eventos de la búsqueda hasta ahora: cada intento, conflicto, colocación, solución, retirada y vuelta atrás es un paso</translation>
    </message>
    <message>
        <source>Squares considered as candidates (the bitmask check never tries an attacked square)</source>
        <translation>Casillas consideradas como candidatas (la comprobación con máscaras de bits nunca prueba una casilla atacada)</translation>
    </message>
    <message>
        <source>Safety checks done: scan counts one per earlier queen compared, arrays one per candidate, bitmasks one per level</source>
        <translation>Comprobaciones de seguridad hechas: el recorrido cuenta una por cada reina anterior comparada, los arrays una por candidata y las máscaras de bits una por nivel</translation>
    </message>
    <message>
        <source>Queens put on the board</source>
        <translation>Reinas puestas en el tablero</translation>
    </message>
    <message>
        <source>Queens lifted again</source>
        <translation>Reinas retiradas de nuevo</translation>
    </message>
    <message>
        <source>Levels left because no safe square remained</source>
        <translation>Niveles abandonados porque no quedaba ninguna casilla segura</translation>
    </message>
    <message>
        <source>Solutions found so far</source>
        <translation>Soluciones encontradas hasta ahora</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Time playing:</source>
        <translation>Tiempo en marcha:</translation>
    </message>
    <message>
        <source>Time the count or listing has taken</source>
        <translation>El tiempo que ha llevado el recuento o el listado</translation>
    </message>
    <message>
        <source>Time the search spent running (Play, Run until); single steps take none</source>
        <translation>El tiempo que la búsqueda estuvo en marcha (Reproducir, Ejecutar hasta); los pasos sueltos no cuentan</translation>
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
        <translation>No se cuenta: listar y contar se hacen sin pasos, en todos los núcleos</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>What will be saved</source>
        <translation>Lo que se guardará</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Guardar…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>ExportFrames</name>
    <message>
        <source>Before the first step: the queens you placed</source>
        <translation>Antes del primer paso: las reinas que has colocado</translation>
    </message>
    <message>
        <source>Before the first step: the empty board</source>
        <translation>Antes del primer paso: el tablero vacío</translation>
    </message>
    <message>
        <source>No steps were chosen</source>
        <translation>No se ha elegido ningún paso</translation>
    </message>
    <message>
        <source>The search ends at step %1: there is no step %2</source>
        <translation>La búsqueda termina en el paso %1: no hay paso %2</translation>
    </message>
    <message>
        <source>The search cannot continue from the queens on the board</source>
        <translation>La búsqueda no puede continuar a partir de las reinas del tablero</translation>
    </message>
    <message>
        <source>The steps are not in order</source>
        <translation>Los pasos no están en orden</translation>
    </message>
    <message>
        <source>The search has no solution number %1</source>
        <translation>Esta búsqueda no tiene una solución n.º %1</translation>
    </message>
    <message>
        <source>The trace has no solution number %1</source>
        <translation>La traza no tiene la solución número %1</translation>
    </message>
    <message>
        <source>The trace ends at step %1: there is no step %2</source>
        <translation>La traza termina en el paso %1: no hay paso %2</translation>
    </message>
</context>
<context>
    <name>ExportJob</name>
    <message>
        <source>Export cancelled: no file was written</source>
        <translation>Exportación cancelada: no se ha escrito ningún archivo</translation>
    </message>
</context>
<context>
    <name>FileTexts</name>
    <message>
        <source>a folder</source>
        <translation>una carpeta</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>un FIFO (tubería con nombre)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>un dispositivo</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>no un archivo normal</translation>
    </message>
    <message>
        <source>there is no space left on the disk</source>
        <translation>no queda espacio en el disco</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>la cuota de disco está agotada</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permiso denegado</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>el disco es de solo lectura</translation>
    </message>
    <message>
        <source>there is no such file or folder</source>
        <translation>no existe ese archivo o carpeta</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>una parte de la ruta no es una carpeta</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es una carpeta</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>el nombre es demasiado largo</translation>
    </message>
    <message>
        <source>the disk reported an input/output error</source>
        <translation>el disco informó de un error de entrada/salida</translation>
    </message>
    <message>
        <source>the file is too large for the disk</source>
        <translation>el archivo es demasiado grande para el disco</translation>
    </message>
    <message>
        <source>too many links in the path</source>
        <translation>demasiados enlaces en la ruta</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>hay demasiados archivos abiertos</translation>
    </message>
    <message>
        <source>the file is in use</source>
        <translation>el archivo está en uso</translation>
    </message>
    <message>
        <source>no file name was given</source>
        <translation>no se indicó ningún nombre de archivo</translation>
    </message>
    <message>
        <source>it is %1</source>
        <translation>es %1</translation>
    </message>
    <message>
        <source>it is a link to a file that does not exist</source>
        <translation>es un enlace a un archivo que no existe</translation>
    </message>
    <message>
        <source>it is a link to %1</source>
        <translation>es un enlace a %1</translation>
    </message>
    <message>
        <source>it has become a link since it was named; a link found there later is not followed, and the link and what it points to are left as they are</source>
        <translation>se ha convertido en un enlace desde que se eligió su nombre; un enlace que aparece después no se sigue, y el enlace y aquello a lo que apunta quedan como estaban</translation>
    </message>
    <message>
        <source>it is write-protected</source>
        <translation>está protegido contra escritura</translation>
    </message>
    <message>
        <source>it is larger than %1</source>
        <translation>es mayor que %1</translation>
    </message>
    <message>
        <source>the folder %1 takes no new file</source>
        <translation>la carpeta %1 no admite un archivo nuevo</translation>
    </message>
    <message>
        <source>the folder %1 takes no new file: %2</source>
        <translation>la carpeta %1 no admite un archivo nuevo: %2</translation>
    </message>
    <message>
        <source>the file is not open</source>
        <translation>el archivo no está abierto</translation>
    </message>
</context>
<context>
    <name>GettingStarted</name>
    <message>
        <source>Getting started</source>
        <translation>Primeros pasos</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Play or pause the search</source>
        <translation>Reproducir o pausar la búsqueda</translation>
    </message>
    <message>
        <source>Speed: 1, 10, 100, 1,000 steps a second, full speed</source>
        <translation>Velocidad: 1, 10, 100, 1000 pasos por segundo, máxima velocidad</translation>
    </message>
    <message>
        <source>The program shows how backtracking puts N queens on an N×N board so that no two attack each other. It does three jobs.</source>
        <translation>El programa muestra cómo la vuelta atrás coloca N reinas en un tablero de N×N sin que ninguna ataque a otra. Sirve para tres cosas.</translation>
    </message>
    <message>
        <source>1. Watch the search</source>
        <translation>1. Ver la búsqueda</translation>
    </message>
    <message>
        <source>A search of 8 queens: a tried square is refused, a line from the queen that attacks it</source>
        <translation>Una búsqueda de 8 reinas: se rechaza una casilla probada, con una línea desde la reina que la ataca</translation>
    </message>
    <message>
        <source>Press Play and the search tries square after square, row by row: a queen goes down where no queen attacks it, and when a row has no safe square the last queen is taken back (a backtrack). The narration above the board says why each step happened; the panels show the same step as code, call stack and search tree. Click or drag the timeline under the board to go back to any step.</source>
        <translation>Pulsa Reproducir y la búsqueda prueba casilla tras casilla, fila a fila: una reina se coloca donde ninguna reina la ataca y, cuando una fila no tiene ninguna casilla segura, se retira la última reina (una vuelta atrás). La narración encima del tablero explica por qué ocurrió cada paso; los paneles muestran el mismo paso como código, pila de llamadas y árbol de búsqueda. Haz clic o arrastra en la línea de tiempo bajo el tablero para volver a cualquier paso.</translation>
    </message>
    <message>
        <source>2. Step by hand</source>
        <translation type="vanished">2. Paso a paso, a mano</translation>
    </message>
    <message>
        <source>A board of 6 in Try it yourself: two queens in one column, joined by a line</source>
        <translation>Un tablero de 6×6 en «Pruébalo tú mismo»: dos reinas en una columna, unidas por una línea</translation>
    </message>
    <message>
        <source>In Try it yourself you place the queens: click a square, or move with the arrow keys and press Enter. Queens that attack each other are joined by a line, and the panel says why a square is unsafe. Hint shows the square the algorithm would choose next; Esc goes back to the search.</source>
        <translation>En «Pruébalo tú mismo» colocas tú las reinas: haz clic en una casilla, o muévete con las flechas y pulsa Enter. Las reinas que se atacan entre sí quedan unidas por una línea, y el panel dice por qué una casilla no es segura. Pista muestra la casilla que el algoritmo elegiría a continuación; Esc vuelve a la búsqueda.</translation>
    </message>
    <message>
        <source>3. Browse the solutions</source>
        <translation>3. Explorar las soluciones</translation>
    </message>
    <message>
        <source>The first solution of 8 queens</source>
        <translation>La primera solución de 8 reinas</translation>
    </message>
    <message>
        <source>Every solution the search finds goes into the Solutions list with its symmetry class. Choose the goal &quot;list&quot; to find all of them at once, on every core. Select a solution to see it on the board, print a handout of the ones you select or save them to a file.</source>
        <translation>Cada solución que encuentra la búsqueda pasa a la lista Soluciones con su clase de simetría. Elige el objetivo «Listar todas, sin animación» para encontrarlas todas de una vez, con todos los núcleos. Selecciona una solución para verla en el tablero, imprime fichas de las que selecciones o guárdalas en un archivo.</translation>
    </message>
    <message>
        <source>Help on every panel</source>
        <translation>Ayuda sobre cada panel</translation>
    </message>
    <message>
        <source>What&apos;s this? Then click any panel to learn what it shows</source>
        <translation>¿Qué es esto? Después, hacer clic en cualquier panel para saber qué muestra</translation>
    </message>
    <message>
        <source>Using the window: every panel, the timeline, the search tree</source>
        <translation>La ventana: cada panel, la línea de tiempo, el árbol de búsqueda</translation>
    </message>
    <message>
        <source>Teaching with it: a class step by step, presentation mode, a clicker</source>
        <translation>Enseñar con él: una clase paso a paso, el modo presentación, un presentador</translation>
    </message>
    <message>
        <source>Lessons: bookmarks, notes, worksheets and handouts</source>
        <translation>Lecciones: marcadores, notas, hojas de ejercicios y fichas</translation>
    </message>
    <message>
        <source>A lesson&apos;s web page for the students at home</source>
        <translation>La página web de una lección para el alumnado en casa</translation>
    </message>
    <message>
        <source>Every keyboard shortcut</source>
        <translation>Todos los atajos de teclado</translation>
    </message>
    <message>
        <source>With a screen reader, the keyboard alone or large text</source>
        <translation>Con lector de pantalla, solo con el teclado o con texto grande</translation>
    </message>
    <message>
        <source>Counting the solutions for large N</source>
        <translation>Contar las soluciones para N grande</translation>
    </message>
    <message>
        <source>The command line: nqueens and nqueens-cli</source>
        <translation>La línea de órdenes: nqueens y nqueens-cli</translation>
    </message>
    <message>
        <source>Read more</source>
        <translation>Para saber más</translation>
    </message>
    <message>
        <source>The user guide, in English: Back (%1) returns here.</source>
        <translation>La guía del usuario, en inglés: Atrás (%1) vuelve aquí.</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Atrás</translation>
    </message>
    <message>
        <source>Back to the page before (%1)</source>
        <translation>Volver a la página anterior (%1)</translation>
    </message>
    <message>
        <source>2. Try it yourself</source>
        <translation>2. Pruébalo tú mismo</translation>
    </message>
    <message>
        <source>The window opens in the Simple view: the board, the run&apos;s controls and the pseudocode, and the everyday menu entries. The Full view button at the right of the menus, or %1, shows every panel and menu entry; %1 again (View ▸ %2) goes back. Every key works in both views.</source>
        <translation>La ventana se abre en la vista simplificada: el tablero, los controles de la ejecución y el pseudocódigo, y las entradas de menú de todos los días. El botón «Vista completa», a la derecha de los menús, o %1 muestra todos los paneles y entradas de menú; %1 otra vez (Ver ▸ %2) vuelve atrás. Todas las teclas funcionan en las dos vistas.</translation>
    </message>
</context>
<context>
    <name>HandoutPrinter</name>
    <message>
        <source>Solution %1</source>
        <translation>Solución %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (continuación)</translation>
    </message>
</context>
<context>
    <name>JobProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>LessonActions</name>
    <message>
        <source>&amp;Open lesson…</source>
        <translation>Abrir le&amp;cción…</translation>
    </message>
    <message>
        <source>Open a lesson: its search, steps and bookmarks</source>
        <translation>Abrir una lección: su búsqueda, sus pasos y sus marcadores</translation>
    </message>
    <message>
        <source>Save the lesson: the search, the step, breakpoints, overlays, panels and bookmarks</source>
        <translation>Guardar la lección: la búsqueda, el paso, los puntos de interrupción, las marcas, los paneles y los marcadores</translation>
    </message>
    <message>
        <source>Save the lesson in a new file</source>
        <translation>Guardar la lección en un archivo nuevo</translation>
    </message>
    <message>
        <source>Mark the step on the board, with a note, to come back to it in class</source>
        <translation>Marcar el paso del tablero, con una nota, para volver a él en clase</translation>
    </message>
    <message>
        <source>Ne&amp;xt bookmark</source>
        <translation>Si&amp;guiente marcador</translation>
    </message>
    <message>
        <source>Go to the next bookmarked step</source>
        <translation>Ir al siguiente paso con marcador</translation>
    </message>
    <message>
        <source>Pre&amp;vious bookmark</source>
        <translation>Marcador anterior</translation>
    </message>
    <message>
        <source>Go to the previous bookmarked step</source>
        <translation>Ir al paso anterior con marcador</translation>
    </message>
    <message>
        <source>Export &amp;worksheet to PDF…</source>
        <translation>Exportar ho&amp;ja de ejercicios a PDF…</translation>
    </message>
    <message>
        <source>Save boards of chosen steps with their explanations as a PDF worksheet</source>
        <translation>Guardar los tableros de los pasos elegidos, con sus explicaciones, como hoja de ejercicios en PDF</translation>
    </message>
    <message>
        <source>Export ani&amp;mation as GIF…</source>
        <translation>Exportar a&amp;nimación como GIF…</translation>
    </message>
    <message>
        <source>Open &amp;recent lesson</source>
        <translation>Lecciones &amp;recientes</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>Borrar la l&amp;ista</translation>
    </message>
    <message>
        <source>Sa&amp;ve lesson</source>
        <translation>&amp;Guardar lección</translation>
    </message>
    <message>
        <source>Sav&amp;e lesson as…</source>
        <translation>Guardar lección co&amp;mo…</translation>
    </message>
    <message>
        <source>Book&amp;mark this step…</source>
        <translation>Añadir marcador a este paso…</translation>
    </message>
    <message>
        <source>Save a range of steps, the path to a solution or bookmarked steps as an animated GIF for slides</source>
        <translation>Guardar un rango de pasos, el camino hasta una solución o los pasos con marcador como GIF animado para diapositivas</translation>
    </message>
    <message>
        <source>Export lesson as web pa&amp;ge…</source>
        <translation>Exportar la lección como página &amp;web…</translation>
    </message>
    <message>
        <source>Save one web page that replays the lesson&apos;s search, with its narration, pseudocode and bookmarks, in any browser without a network</source>
        <translation>Guardar una página web que reproduce la búsqueda de la lección, con su narración, pseudocódigo y marcadores, en cualquier navegador sin red</translation>
    </message>
</context>
<context>
    <name>LessonBookmarks</name>
    <message>
        <source>Bookmarks</source>
        <translation>Marcadores</translation>
    </message>
    <message>
        <source>The lesson&apos;s bookmarked steps in order, each with its step, its note and its search. Double-click one to go there; Ctrl+D bookmarks the step on the board.</source>
        <translation>Los pasos con marcador de la lección, en orden, cada uno con su paso, su nota y su búsqueda. Haz doble clic en uno para ir allí; Ctrl+D añade un marcador al paso del tablero.</translation>
    </message>
    <message>
        <source>Only the steps of an animated search can be bookmarked</source>
        <translation>Solo se pueden añadir marcadores a los pasos de una búsqueda animada</translation>
    </message>
    <message>
        <source>Bookmark this step</source>
        <translation>Añadir marcador</translation>
    </message>
    <message>
        <source>A note for step %1 (shown beside the narration when you come back to it):</source>
        <translation>Una nota para el paso %1 (se muestra junto a la narración cuando vuelvas a él):</translation>
    </message>
    <message>
        <source>Step %1 bookmarked</source>
        <translation>Marcador añadido al paso %1</translation>
    </message>
    <message>
        <source>A lesson keeps steps up to %1: this step cannot be bookmarked</source>
        <translation>Una lección solo guarda pasos hasta el %1: no se puede añadir un marcador a este paso</translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation>Editar nota</translation>
    </message>
    <message>
        <source>Note for step %1:</source>
        <translation>Nota para el paso %1:</translation>
    </message>
    <message>
        <source>No bookmark after step %1</source>
        <translation>No hay ningún marcador después del paso %1</translation>
    </message>
    <message>
        <source>No bookmark before step %1</source>
        <translation>No hay ningún marcador antes del paso %1</translation>
    </message>
    <message>
        <source>No bookmarks yet: %1 bookmarks the step on the board</source>
        <translation>Aún no hay marcadores: %1 marca el paso del tablero</translation>
    </message>
    <message>
        <source>“%1” is too long for a lesson to hold (%2 bytes; a lesson holds a trace of up to %3): its steps cannot be bookmarked</source>
        <translation>«%1» es demasiado largo para que una lección lo guarde (%2 bytes; una lección guarda una traza de hasta %3): sus pasos no se pueden marcar</translation>
    </message>
    <message>
        <source>The lesson&apos;s bookmarks are on the trace “%1”, and a lesson holds one trace: remove them to bookmark the steps of “%2”</source>
        <translation>Los marcadores de la lección están en la traza «%1» y una lección guarda una sola traza: elimínalos para marcar los pasos de «%2»</translation>
    </message>
</context>
<context>
    <name>LessonController</name>
    <message>
        <source>Open lesson</source>
        <translation>Abrir lección</translation>
    </message>
    <message>
        <source>Lessons (*.nqueens);;All files (*)</source>
        <translation>Lecciones (*.nqueens);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Lesson “%1” opened</source>
        <translation>Lección «%1» abierta</translation>
    </message>
    <message>
        <source>A lesson keeps steps up to %1; the board is at step %2</source>
        <translation>Una lección solo guarda pasos hasta el %1; el tablero está en el paso %2</translation>
    </message>
    <message>
        <source>The lesson was not saved to “%1”: %2</source>
        <translation>La lección no se ha guardado en «%1»: %2</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation type="vanished">no es un archivo normal</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>leccion</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>Guardar lección</translation>
    </message>
    <message>
        <source>Lessons (*.nqueens)</source>
        <translation>Lecciones (*.nqueens)</translation>
    </message>
    <message>
        <source>Lesson saved to “%1”</source>
        <translation>Lección guardada en «%1»</translation>
    </message>
    <message>
        <source>Save the lesson?</source>
        <translation>¿Guardar la lección?</translation>
    </message>
    <message>
        <source>The bookmarks of this lesson have changed since it was last saved. Save them?</source>
        <translation>Los marcadores de esta lección han cambiado desde la última vez que se guardó. ¿Guardarlos?</translation>
    </message>
    <message>
        <source>N-Queens Visualizer</source>
        <translation>Visualizador de N reinas</translation>
    </message>
    <message>
        <source>Opening “%1” was cancelled</source>
        <translation>Apertura de «%1» cancelada</translation>
    </message>
    <message>
        <source>Export lesson as web page</source>
        <translation>Exportar la lección como página web</translation>
    </message>
    <message>
        <source>A lesson and its web page keep the built-in search, not your program&apos;s trace: go back to the built-in search (Home) to save or export one (a worksheet and an animation of the trace&apos;s steps can be exported)</source>
        <translation type="vanished">Una lección y su página web guardan la búsqueda integrada, no la traza de tu programa: vuelve a la búsqueda integrada (Inicio) para guardar o exportar una (sí se pueden exportar una hoja de ejercicios y una animación de los pasos de la traza)</translation>
    </message>
    <message>
        <source>A lesson&apos;s web page keeps the built-in search, not your program&apos;s trace: go back to the built-in search (Home) to export one (a worksheet and an animation of the trace&apos;s steps can be exported, and a lesson saved holds the trace)</source>
        <translation type="vanished">La página web de una lección guarda la búsqueda integrada, no la traza de tu programa: vuelve a la búsqueda integrada (Inicio) para exportar una (se pueden exportar una hoja de trabajo y una animación de los pasos de la traza, y una lección guardada contiene la traza)</translation>
    </message>
    <message>
        <source>The lesson&apos;s bookmarks are on the trace “%1”, but the board shows “%2”, and a lesson holds one trace: show “%1” again or remove its bookmarks</source>
        <translation>Los marcadores de la lección están en la traza «%1», pero el tablero muestra «%2» y una lección guarda una sola traza: vuelve a mostrar «%1» o elimina sus marcadores</translation>
    </message>
    <message>
        <source>“%1” is too long for a lesson to hold (%2 bytes; a lesson holds a trace of up to %3)</source>
        <translation>«%1» es demasiado largo para que una lección lo guarde (%2 bytes; una lección guarda una traza de hasta %3)</translation>
    </message>
    <message>
        <source>it would have %1 bytes, more than a lesson can have (%2)</source>
        <translation>tendría %1 bytes, más de los que puede tener una lección (%2)</translation>
    </message>
</context>
<context>
    <name>LessonOpener</name>
    <message>
        <source>“%1” has %2 bytes; it may have at most %3</source>
        <translation>«%1» tiene %2 bytes; puede tener como máximo %3</translation>
    </message>
    <message>
        <source>“%1” and “%2” are both given; a lesson may hold only one of them</source>
        <translation>«%1» y «%2» aparecen a la vez; una lección solo puede tener uno de los dos</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation type="vanished">no es un archivo normal</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation type="vanished">ese archivo no existe</translation>
    </message>
    <message>
        <source>Checking the steps of “%1”…</source>
        <translation>Comprobando los pasos de «%1»…</translation>
    </message>
    <message>
        <source>Cannot open the lesson “%1”: %2.</source>
        <translation>No se puede abrir la lección «%1»: %2.</translation>
    </message>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation>no se puede leer el archivo (%1)</translation>
    </message>
    <message>
        <source>the file has %1 bytes, more than a lesson can have (%2)</source>
        <translation>el archivo tiene %1 bytes, más de los que puede tener una lección (%2)</translation>
    </message>
    <message>
        <source>it is not a lesson file (not JSON: %1 at byte %2)</source>
        <translation>no es un archivo de lección (no es JSON: %1 en el byte %2)</translation>
    </message>
    <message>
        <source>it is not a lesson file of this program</source>
        <translation>no es un archivo de lección de este programa</translation>
    </message>
    <message>
        <source>it was saved by a newer version of the program (lesson format %1; this version reads format %2)</source>
        <translation>se guardó con una versión más reciente del programa (formato de lección %1; esta versión lee el formato %2)</translation>
    </message>
    <message>
        <source>“%1” is missing</source>
        <translation>falta «%1»</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>an object with fields</source>
        <translation>un objeto con campos</translation>
    </message>
    <message>
        <source>“%1” should be %2</source>
        <translation>«%1» debería ser %2</translation>
    </message>
    <message>
        <source>“%1” is %2; it must be within %3</source>
        <translation>«%1» es %2; debe estar en %3</translation>
    </message>
    <message>
        <source>“%1” holds the control character %2</source>
        <translation>«%1» contiene el carácter de control %2</translation>
    </message>
    <message>
        <source>“%1” is “%2”; it must be one of: %3</source>
        <translation>«%1» es «%2»; debe ser uno de estos: %3</translation>
    </message>
    <message>
        <source>“%1” repeats %2</source>
        <translation>«%1» repite %2</translation>
    </message>
    <message>
        <source>“%1” are not queens a search can start from (they attack each other or leave a level empty before another queen)</source>
        <translation>«%1» no son reinas desde las que pueda empezar una búsqueda (se atacan entre sí o dejan un nivel vacío antes de otra reina)</translation>
    </message>
    <message>
        <source>“%1” is step %2, but that search ends at step %3</source>
        <translation>«%1» es el paso %2, pero esa búsqueda termina en el paso %3</translation>
    </message>
    <message>
        <source>opening was cancelled</source>
        <translation>se ha cancelado la apertura</translation>
    </message>
    <message>
        <source>“%1” is %2; it must be 0 (full speed) or within %3</source>
        <translation>«%1» es %2; debe ser 0 (máxima velocidad) o estar en %3</translation>
    </message>
    <message numerus="yes">
        <source>“%1” has %Ln entries; it must have %2</source>
        <translation>
            <numerusform>«%1» tiene %Ln entrada; debe tener %2</numerusform>
            <numerusform>«%1» tiene %Ln entradas; debe tener %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” has %Ln entries; it may have at most %2</source>
        <translation>
            <numerusform>«%1» tiene %Ln entrada; puede tener como máximo %2</numerusform>
            <numerusform>«%1» tiene %Ln entradas; puede tener como máximo %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” has %Ln characters; it may have at most %2</source>
        <translation>
            <numerusform>«%1» tiene %Ln carácter; puede tener como máximo %2</numerusform>
            <numerusform>«%1» tiene %Ln caracteres; puede tener como máximo %2</numerusform>
        </translation>
    </message>
    <message>
        <source>text in Base64</source>
        <translation>texto en Base64</translation>
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
        <translation>fila a fila</translation>
    </message>
    <message>
        <source>column by column</source>
        <translation>columna a columna</translation>
    </message>
    <message>
        <source>first solution</source>
        <translation>primera solución</translation>
    </message>
    <message>
        <source>all solutions</source>
        <translation>todas las soluciones</translation>
    </message>
    <message>
        <source>Steps %1 to %2</source>
        <translation>Pasos %1 a %2</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Row %1, column %2: queen</source>
        <translation type="vanished">Fila %1, columna %2: reina</translation>
    </message>
    <message>
        <source>Row %1, column %2: empty</source>
        <translation type="vanished">Fila %1, columna %2: vacía</translation>
    </message>
    <message>
        <source>Row %1, column %2: candidate</source>
        <translation type="vanished">Fila %1, columna %2: candidata</translation>
    </message>
    <message>
        <source>What the step did</source>
        <translation>Lo que hizo el paso</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Controles</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Paso atrás</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Más lento</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Más rápido</translation>
    </message>
    <message>
        <source>%1 steps a second</source>
        <translation>%1 pasos por segundo</translation>
    </message>
    <message>
        <source>Previous bookmark</source>
        <translation>Marcador anterior</translation>
    </message>
    <message>
        <source>Next bookmark</source>
        <translation>Siguiente marcador</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudocódigo</translation>
    </message>
    <message>
        <source>Safety check</source>
        <translation>Comprobación de seguridad</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Contadores</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Tries</source>
        <translation>Intentos</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Comprobaciones</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Colocaciones</translation>
    </message>
    <message>
        <source>Removals</source>
        <translation>Retiradas</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Vueltas atrás</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Soluciones</translation>
    </message>
    <message>
        <source>The placement, cols[row] = col</source>
        <translation>La colocación, cols[row] = col</translation>
    </message>
    <message>
        <source>The placement, rows[col] = row</source>
        <translation>La colocación, rows[col] = row</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>Marcadores</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Paso %1</translation>
    </message>
    <message>
        <source>No bookmarks in these steps</source>
        <translation>No hay marcadores en estos pasos</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Nota:</translation>
    </message>
    <message>
        <source>Keys: Right step, Left step back, Space play or pause, Home reset, + and - speed, . and , next and previous bookmark</source>
        <translation>Teclas: Derecha paso, Izquierda paso atrás, Espacio reproducir o pausar, Inicio reiniciar, + y - velocidad, . y , marcador siguiente y anterior</translation>
    </message>
    <message>
        <source>Made with the N-Queens Visualizer: this page replays the search without a network.</source>
        <translation>Creada con el Visualizador de N reinas: esta página reproduce la búsqueda sin red.</translation>
    </message>
    <message>
        <source>The lesson&apos;s queens are not a start the search can continue from</source>
        <translation>La búsqueda no puede continuar desde las reinas de la lección</translation>
    </message>
    <message>
        <source>The range of steps %1-%2 is empty</source>
        <translation>El intervalo de pasos %1-%2 está vacío</translation>
    </message>
    <message>
        <source>Steps %1 to %2 are too many for one page: it holds at most %3 steps (%4)</source>
        <translation>Los pasos %1 a %2 son demasiados para una página: admite como máximo %3 pasos (%4)</translation>
    </message>
    <message>
        <source>The search ends at step %1: there is no step %2</source>
        <translation>La búsqueda termina en el paso %1: no hay paso %2</translation>
    </message>
    <message>
        <source>The page&apos;s template is missing from the program</source>
        <translation>Falta en el programa la plantilla de la página</translation>
    </message>
    <message>
        <source>N-Queens, N=%1: steps %2 to %3</source>
        <translation>N reinas, N=%1: pasos %2 a %3</translation>
    </message>
    <message>
        <source>Steps %1 to %2 make a page of %3, more than the %4 a page may have: choose fewer steps</source>
        <translation>Los pasos %1 a %2 dan una página de %3, más que los %4 permitidos: elija menos pasos</translation>
    </message>
    <message>
        <source>A page starts at step %1 at the latest, not at step %2</source>
        <translation>Una página empieza como muy tarde en el paso %1, no en el paso %2</translation>
    </message>
    <message>
        <source>On the board (one Tab stop): the arrow keys go from square to square, Home and End to the ends of a row, Ctrl+Home and Ctrl+End to the corners, without moving the search</source>
        <translation>En el tablero (una sola parada de Tab): las flechas van de casilla en casilla, Inicio y Fin a los extremos de una fila, Ctrl+Inicio y Ctrl+Fin a las esquinas, sin mover la búsqueda</translation>
    </message>
    <message>
        <source>N=%1 · %2 · %3</source>
        <translation>N=%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Go to the first violation (F8)</source>
        <translation>Ir a la primera infracción (F8)</translation>
    </message>
    <message>
        <source>Whose search is shown</source>
        <translation>De quién es la búsqueda mostrada</translation>
    </message>
    <message>
        <source>The search of your program: %1 (N=%2), not the built-in search</source>
        <translation>La búsqueda de tu programa: %1 (N=%2), no la búsqueda integrada</translation>
    </message>
    <message>
        <source>The trace ends at step %1: there is no step %2</source>
        <translation>La traza termina en el paso %1: no hay paso %2</translation>
    </message>
    <message>
        <source>%1 — your program&apos;s search, N=%2: steps %3 to %4</source>
        <translation>%1 — búsqueda de tu programa, N=%2: pasos %3 a %4</translation>
    </message>
    <message>
        <source>Keys: Right step, Left step back, Space play or pause, Home reset, + and - speed, . and , next and previous bookmark, F8 the first violation</source>
        <translation>Teclas: Derecha paso, Izquierda paso atrás, Espacio reproducir o pausar, Inicio reiniciar, + y - velocidad, . y , marcador siguiente y anterior, F8 la primera infracción</translation>
    </message>
</context>
<context>
    <name>LessonPageExport</name>
    <message>
        <source>Cannot write %1</source>
        <translation>No se puede escribir %1</translation>
    </message>
    <message>
        <source>The old file is kept.</source>
        <translation>Se conserva el archivo anterior.</translation>
    </message>
    <message>
        <source>Web page not saved: %1 is as it was</source>
        <translation>Página web no guardada: %1 no ha cambiado</translation>
    </message>
    <message>
        <source>Web page not saved</source>
        <translation>Página web no guardada</translation>
    </message>
    <message>
        <source>Web page saved to %1: steps %2 to %3, %4</source>
        <translation>Página web guardada en %1: pasos %2 a %3, %4</translation>
    </message>
    <message>
        <source>Export lesson as web page</source>
        <translation>Exportar la lección como página web</translation>
    </message>
    <message>
        <source>lesson.html</source>
        <translation>leccion.html</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Página web (*.html)</translation>
    </message>
    <message>
        <source>Saving the web page…</source>
        <translation>Guardando la página web…</translation>
    </message>
    <message>
        <source>%1 is the lesson the page is made from: choose another name for the page</source>
        <translation>%1 es la lección de la que se hace la página: elija otro nombre para la página</translation>
    </message>
    <message>
        <source>%1 exists and is not a web page of a lesson: it is kept; choose another name for the page</source>
        <translation>%1 existe y no es la página web de una lección: se conserva; elija otro nombre para la página</translation>
    </message>
</context>
<context>
    <name>LevelChart</name>
    <message>
        <source>Placements and backtracks by level</source>
        <translation>Colocaciones y vueltas atrás por nivel</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Fila %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Columna %1</translation>
    </message>
    <message>
        <source>placements</source>
        <translation>colocaciones</translation>
    </message>
    <message>
        <source>backtracks</source>
        <translation>vueltas atrás</translation>
    </message>
    <message>
        <source>%1 — placements: %2, backtracks: %3</source>
        <translation>%1 — colocaciones: %2, vueltas atrás: %3</translation>
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
        <translation>Línea actual %1: %2</translation>
    </message>
</context>
<context>
    <name>LivePage</name>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Pantalla completa</translation>
    </message>
    <message>
        <source>Steps run so far</source>
        <translation>Pasos recorridos hasta ahora</translation>
    </message>
    <message>
        <source>No solution found yet</source>
        <translation>Todavía no se ha encontrado ninguna solución</translation>
    </message>
    <message>
        <source>Check your program</source>
        <translation>Comprueba tu programa</translation>
    </message>
    <message>
        <source>Choose a trace file</source>
        <translation>Elegir un archivo de traza</translation>
    </message>
    <message>
        <source>or drop a .trace file here, or paste a trace below</source>
        <translation>o suelta aquí un archivo .trace, o pega una traza abajo</translation>
    </message>
    <message>
        <source>Your program&apos;s trace</source>
        <translation>La traza de tu programa</translation>
    </message>
    <message>
        <source>Check the trace</source>
        <translation>Comprobar la traza</translation>
    </message>
    <message>
        <source>The program stops at the first solution</source>
        <translation>El programa se detiene en la primera solución</translation>
    </message>
    <message>
        <source>the pasted trace</source>
        <translation>la traza pegada</translation>
    </message>
    <message>
        <source>Back to the built-in search</source>
        <translation>Volver a la búsqueda integrada</translation>
    </message>
    <message>
        <source>The link&apos;s %1 could not be used: %2 is shown instead</source>
        <translation>No se pudo usar %1 del enlace: se muestra %2 en su lugar</translation>
    </message>
    <message>
        <source>Keys: Right step, Left step back, Space play or pause, Home reset, + and - speed, F8 the first violation of a trace</source>
        <translation>Teclas: Derecha paso, Izquierda paso atrás, Espacio reproducir o pausar, Inicio reiniciar, + y - velocidad, F8 la primera infracción de una traza</translation>
    </message>
    <message>
        <source>Made with the N-Queens Visualizer: this page runs the search itself, without a network.</source>
        <translation>Creada con el Visualizador de N reinas: esta página ejecuta la búsqueda ella misma, sin red.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The search starts below your queens</source>
        <translation>La búsqueda empieza debajo de tus reinas</translation>
    </message>
    <message>
        <source>Settings restored to their defaults</source>
        <translation>Ajustes restablecidos a sus valores predeterminados</translation>
    </message>
    <message>
        <source>Text size %1%</source>
        <translation>Tamaño del texto: %1 %</translation>
    </message>
    <message>
        <source>A student&apos;s trace has no web link: drop the trace file on the web page to check it there</source>
        <translation>La traza de un estudiante no tiene enlace web: arrastra el archivo de la traza a la página web para comprobarla allí</translation>
    </message>
    <message>
        <source>Link to step %1 copied: %2</source>
        <translation>Enlace al paso %1 copiado: %2</translation>
    </message>
</context>
<context>
    <name>MenuAccessibles</name>
    <message>
        <source>Submenu: Right opens it.</source>
        <translation>Submenú: la flecha derecha lo abre.</translation>
    </message>
</context>
<context>
    <name>NarrationLabel</name>
    <message>
        <source>Step %1 · %2</source>
        <translation>Paso %1 · %2</translation>
    </message>
    <message>
        <source>Paused at a breakpoint</source>
        <translation>En pausa en un punto de interrupción</translation>
    </message>
    <message>
        <source>Paused at the next solution</source>
        <translation>En pausa en la siguiente solución</translation>
    </message>
    <message>
        <source>Paused at the next backtrack</source>
        <translation>En pausa en la siguiente vuelta atrás</translation>
    </message>
    <message>
        <source>Paused: a queen was placed in row %1</source>
        <translation>En pausa: se colocó una reina en la fila %1</translation>
    </message>
    <message>
        <source>Paused: a queen was placed in column %1</source>
        <translation>En pausa: se colocó una reina en la columna %1</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>same column</source>
        <translation>misma columna</translation>
    </message>
    <message>
        <source>same row</source>
        <translation>misma fila</translation>
    </message>
    <message>
        <source>same diagonal</source>
        <translation>misma diagonal</translation>
    </message>
    <message>
        <source>same anti-diagonal</source>
        <translation>misma antidiagonal</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Fila %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Columna %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>columna %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>fila %1</translation>
    </message>
    <message>
        <source>%1: trying %2</source>
        <translation>%1: probando la %2</translation>
    </message>
    <message>
        <source>%1: %2 is attacked by the queen in row %3, column %4 (%5)</source>
        <translation>%1: la %2 está atacada por la reina de la fila %3, columna %4 (%5)</translation>
    </message>
    <message>
        <source>%1: %2 is the lowest free square of the bitmask: queen placed</source>
        <translation>%1: la %2 es la casilla libre más baja de la máscara de bits: reina colocada</translation>
    </message>
    <message>
        <source>%1: %2 is safe: queen placed</source>
        <translation>%1: la %2 es segura: reina colocada</translation>
    </message>
    <message>
        <source>%1: lifting the queen from %2 to try the next square</source>
        <translation>%1: se retira la reina de la %2 para probar la siguiente casilla</translation>
    </message>
    <message>
        <source>Row 0 has no column left to try: the search is over</source>
        <translation>A la fila 0 no le quedan columnas por probar: la búsqueda ha terminado</translation>
    </message>
    <message>
        <source>Column 0 has no row left to try: the search is over</source>
        <translation>A la columna 0 no le quedan filas por probar: la búsqueda ha terminado</translation>
    </message>
    <message>
        <source>Row %1 has no safe column left: back to row %2</source>
        <translation>A la fila %1 no le queda ninguna columna segura: vuelta atrás a la fila %2</translation>
    </message>
    <message>
        <source>Column %1 has no safe row left: back to column %2</source>
        <translation>A la columna %1 no le queda ninguna fila segura: vuelta atrás a la columna %2</translation>
    </message>
    <message>
        <source>The search has ended</source>
        <translation>La búsqueda ha terminado</translation>
    </message>
    <message>
        <source>No solution exists for N=2: any two squares in different rows and columns of a 2×2 board share a diagonal (the search checked every placement in %1 steps)</source>
        <translation>No hay solución para N=2: dos casillas de un tablero de 2×2 en filas y columnas distintas siempre comparten una diagonal (la búsqueda comprobó todas las colocaciones en %1 pasos)</translation>
    </message>
    <message>
        <source>No solution exists for N=%1 (the search checked every placement in %2 steps)</source>
        <translation>No hay solución para N=%1 (la búsqueda comprobó todas las colocaciones en %2 pasos)</translation>
    </message>
    <message numerus="yes">
        <source>All %1 solutions found in %2 steps</source>
        <translation>
            <numerusform>%1 solución encontrada en %2 pasos: la única</numerusform>
            <numerusform>Las %1 soluciones encontradas en %2 pasos</numerusform>
        </translation>
    </message>
    <message>
        <source>Ready: press Play to watch the search, or Step to go one step at a time</source>
        <translation>Listo: pulsa Reproducir para ver la búsqueda, o Paso para avanzar paso a paso</translation>
    </message>
    <message>
        <source>less than a second</source>
        <translation>menos de un segundo</translation>
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
        <translation>%1 horas</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 días</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 años</translation>
    </message>
    <message>
        <source>Count of N=%1 cancelled after %2</source>
        <translation>Recuento de N=%1 cancelado tras %2</translation>
    </message>
    <message numerus="yes">
        <source>N=%1 has %2 solutions, %3 of them fundamental (counted in %4)</source>
        <translation>
            <numerusform>N=%1 tiene %2 solución, %3 fundamental (contada en %4)</numerusform>
            <numerusform>N=%1 tiene %2 soluciones, %3 de ellas fundamentales (contadas en %4)</numerusform>
        </translation>
    </message>
    <message>
        <source>List every solution of N=%1 with its symmetry class, without animation: press Start</source>
        <translation>Listar cada solución de N=%1 con su clase de simetría, sin animación: pulsa Iniciar</translation>
    </message>
    <message>
        <source>Listing the solutions of N=%1… %2 so far (%3%)</source>
        <translation>Listando las soluciones de N=%1… %2 hasta ahora (%3&#xa0;%)</translation>
    </message>
    <message numerus="yes">
        <source>Listing cancelled: the list holds the %1 solutions found so far</source>
        <translation>
            <numerusform>Listado cancelado: la lista tiene la %1 solución encontrada hasta ahora</numerusform>
            <numerusform>Listado cancelado: la lista tiene las %1 soluciones encontradas hasta ahora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %1 solutions of N=%2 listed with their symmetry classes in %3</source>
        <translation>
            <numerusform>%1 solución de N=%2 listada con su clase de simetría en %3</numerusform>
            <numerusform>Las %1 soluciones de N=%2 listadas con sus clases de simetría en %3</numerusform>
        </translation>
    </message>
    <message>
        <source>. The list holds the first %1: more would not fit in memory</source>
        <translation>. La lista tiene las primeras %1: no caben más en la memoria</translation>
    </message>
    <message numerus="yes">
        <source>Solution %1 found: all %n queens are placed and none attacks another</source>
        <translation>
            <numerusform>Solución %1 encontrada: la única reina está colocada y nada puede atacarla</numerusform>
            <numerusform>Solución %1 encontrada: las %n reinas están colocadas y ninguna ataca a otra</numerusform>
        </translation>
    </message>
    <message>
        <source>First solution found at step %1; the search stopped there, after %2 steps</source>
        <translation>Primera solución encontrada en el paso %1; la búsqueda se detuvo ahí, tras %2 pasos</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>unos %1</translation>
    </message>
    <message>
        <source>Count the solutions of N=%1 on all cores: press Start. Expected time: %2</source>
        <translation>Contar las soluciones de N=%1 con todos los núcleos: pulsa Iniciar. Tiempo previsto: %2</translation>
    </message>
    <message>
        <source>Counting the solutions of N=%1… %2% done, %3 left</source>
        <translation>Contando las soluciones de N=%1… %2&#xa0;% hecho, faltan %3</translation>
    </message>
    <message numerus="yes">
        <source>No solution extends these %n queens (the search checked every placement in %1 steps)</source>
        <translation>
            <numerusform>Ninguna solución completa esta reina (la búsqueda comprobó todas las posiciones en %1 pasos)</numerusform>
            <numerusform>Ninguna solución completa estas %n reinas (la búsqueda comprobó todas las posiciones en %1 pasos)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A solution extends these %n queens: found at step %1</source>
        <translation>
            <numerusform>Una solución completa esta reina: encontrada en el paso %1</numerusform>
            <numerusform>Una solución completa estas %n reinas: encontrada en el paso %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 solutions extend these queens, found in %2 steps</source>
        <translation>
            <numerusform>%1 solución completa estas reinas, encontrada en %2 pasos</numerusform>
            <numerusform>%1 soluciones completan estas reinas, encontradas en %2 pasos</numerusform>
        </translation>
    </message>
    <message>
        <source>Count of N=%1 cancelled after %2, %3% done: its next Start offers to continue it</source>
        <translation>Recuento de N=%1 cancelado tras %2, %3 % hecho: el próximo Iniciar ofrece continuarlo</translation>
    </message>
    <message>
        <source>N=%1 has %2 solutions, %3 of them fundamental (continued from %4%, the rest counted in %5)</source>
        <translation>N=%1 tiene %2 soluciones, %3 de ellas fundamentales (continuado desde el %4 %, el resto contadas en %5)</translation>
    </message>
    <message>
        <source>No solution exists for N=3: wherever the first queen stands, at most one more fits, so the last row never has a safe square (the search checked every placement in %1 steps)</source>
        <translation>No hay solución para N=3: esté donde esté la primera reina, cabe como mucho una más, así que la última fila nunca tiene una casilla segura (la búsqueda comprobó todas las colocaciones en %1 pasos)</translation>
    </message>
    <message>
        <source>No solution exists for N=3: wherever the first queen stands, at most one more fits, so the last column never has a safe square (the search checked every placement in %1 steps)</source>
        <translation>No hay solución para N=3: esté donde esté la primera reina, cabe como mucho una más, así que la última columna nunca tiene una casilla segura (la búsqueda comprobó todas las colocaciones en %1 pasos)</translation>
    </message>
</context>
<context>
    <name>PageCommand</name>
    <message>
        <source>“%1” opens on a student&apos;s trace; a lesson&apos;s web page keeps the built-in search</source>
        <translation type="vanished">«%1» se abre en la traza de un estudiante; la página web de una lección guarda la búsqueda integrada</translation>
    </message>
</context>
<context>
    <name>PageRangeDialog</name>
    <message>
        <source>Export lesson as web page</source>
        <translation>Exportar la lección como página web</translation>
    </message>
    <message>
        <source>The page replays these steps of the search in any browser. It holds at most %1 steps; a page that starts far into the search takes a few seconds to make.</source>
        <translation>La página reproduce estos pasos de la búsqueda en cualquier navegador. Contiene como máximo %1 pasos; una página que empieza muy adentro de la búsqueda tarda unos segundos en hacerse.</translation>
    </message>
    <message>
        <source>&amp;From step:</source>
        <translation>&amp;Desde el paso:</translation>
    </message>
    <message>
        <source>&amp;To step:</source>
        <translation>&amp;Hasta el paso:</translation>
    </message>
    <message>
        <source>The last step comes before the first.</source>
        <translation>El último paso va antes que el primero.</translation>
    </message>
    <message>
        <source>That is %1 steps; a page holds at most %2.</source>
        <translation>Son %1 pasos; una página contiene como máximo %2.</translation>
    </message>
</context>
<context>
    <name>PathWindowView</name>
    <message>
        <source>step %1</source>
        <translation>paso %1</translation>
    </message>
    <message>
        <source>%1: your queen, there from the start</source>
        <translation>%1: tu reina, puesta desde el principio</translation>
    </message>
    <message>
        <source>%1: placed at step %2</source>
        <translation>%1: colocada en el paso %2</translation>
    </message>
    <message>
        <source>%1: being tried now</source>
        <translation>%1: se está probando ahora</translation>
    </message>
    <message>
        <source>%1: explored, its queen lifted again</source>
        <translation>%1: explorada, su reina ya retirada</translation>
    </message>
    <message>
        <source>%1: rejected, attacked by a queen above</source>
        <translation>%1: rechazada, atacada por una reina de más arriba</translation>
    </message>
    <message>
        <source>%1: attacked, never tried by the bitmask</source>
        <translation>%1: atacada, la máscara de bits nunca la prueba</translation>
    </message>
    <message>
        <source>%1: not tried yet</source>
        <translation>%1: aún sin probar</translation>
    </message>
    <message>
        <source>searching</source>
        <translation>buscando</translation>
    </message>
    <message>
        <source>your queen</source>
        <translation>tu reina</translation>
    </message>
</context>
<context>
    <name>PlacementArrayView</name>
    <message>
        <source>column</source>
        <translation>columna</translation>
    </message>
    <message>
        <source>row</source>
        <translation>fila</translation>
    </message>
</context>
<context>
    <name>PracticeMode</name>
    <message>
        <source>Try it yourself</source>
        <translation>Pruébalo tú mismo</translation>
    </message>
    <message>
        <source>Place queens by hand: click a square, or move with the arrow keys and press Enter. The panel says why a square is unsafe; Hint shows the square the algorithm would choose, and the search can continue from your queens.</source>
        <translation>Coloca reinas a mano: haz clic en una casilla, o muévete con las flechas y pulsa Enter. El panel dice por qué una casilla no es segura; Pista muestra la casilla que elegiría el algoritmo, y la búsqueda puede continuar desde tus reinas.</translation>
    </message>
</context>
<context>
    <name>PracticePanel</name>
    <message>
        <source>Click a square (or move with the arrow keys and press Enter) to put a queen there or lift it. One queen per row, as in the array cols[row].</source>
        <translation>Haz clic en una casilla (o muévete con las flechas y pulsa Enter) para poner ahí una reina o quitarla. Una reina por fila, como en el array cols[row].</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Show the square the backtracking algorithm would choose next (H)</source>
        <translation>Mostrar la casilla que el algoritmo de vuelta atrás elegiría a continuación (H)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vaciar</translation>
    </message>
    <message>
        <source>Lift every queen</source>
        <translation>Quitar todas las reinas</translation>
    </message>
    <message>
        <source>&amp;Continue the search from here</source>
        <translation>Contin&amp;uar la búsqueda desde aquí</translation>
    </message>
    <message>
        <source>Start the search below your queens: it finds every solution that keeps them</source>
        <translation>Empezar la búsqueda debajo de tus reinas: encuentra todas las soluciones que las conservan</translation>
    </message>
    <message>
        <source>Back to the search</source>
        <translation>Volver a la búsqueda</translation>
    </message>
    <message>
        <source>Leave Try it yourself (T)</source>
        <translation>Salir de «Pruébalo tú mismo» (T)</translation>
    </message>
    <message>
        <source>Hint: the algorithm would try row %1, column %2 next: the first safe square of %3.</source>
        <translation>Pista: el algoritmo probaría ahora la fila %1, columna %2: la primera casilla segura de la %3.</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>fila %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>columna %1</translation>
    </message>
    <message>
        <source>Hint: row %1 has no safe square left. The algorithm would backtrack: lift the queen in row %2 and move it further right.</source>
        <translation>Pista: a la fila %1 no le queda ninguna casilla segura. El algoritmo volvería atrás: quitar la reina de la fila %2 y moverla más a la derecha.</translation>
    </message>
    <message>
        <source>Hint: column %1 has no safe square left. The algorithm would backtrack: lift the queen in column %2 and move it further down.</source>
        <translation>Pista: a la columna %1 no le queda ninguna casilla segura. El algoritmo volvería atrás: quitar la reina de la columna %2 y moverla más abajo.</translation>
    </message>
    <message>
        <source>Hint: the queens in row %1, column %2 and row %3, column %4 attack each other. Lift one of them first.</source>
        <translation>Pista: las reinas de la fila %1, columna %2 y de la fila %3, columna %4 se atacan entre sí. Quita primero una de ellas.</translation>
    </message>
    <message>
        <source>The queen in row %1, column %2 is lifted.</source>
        <translation>La reina de la fila %1, columna %2 se ha quitado.</translation>
    </message>
    <message>
        <source>Nothing left to do: this is a solution.</source>
        <translation>No queda nada por hacer: esto es una solución.</translation>
    </message>
    <message>
        <source>Every level has a queen.</source>
        <translation>Todos los niveles tienen una reina.</translation>
    </message>
    <message>
        <source>Lift the queens that attack each other first.</source>
        <translation>Quita primero las reinas que se atacan entre sí.</translation>
    </message>
    <message>
        <source>Place some queens first.</source>
        <translation>Coloca primero algunas reinas.</translation>
    </message>
    <message>
        <source>The search fills rows from the top: put your queens in rows 0, 1, 2, … without gaps.</source>
        <translation>La búsqueda llena las filas desde arriba: pon tus reinas en las filas 0, 1, 2, … sin huecos.</translation>
    </message>
    <message>
        <source>The search fills columns from the left: put your queens in columns 0, 1, 2, … without gaps.</source>
        <translation>La búsqueda llena las columnas desde la izquierda: pon tus reinas en las columnas 0, 1, 2, … sin huecos.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is safe: no queen attacks it.</source>
        <translation>Fila %1, columna %2: casilla segura, ninguna reina la ataca.</translation>
    </message>
    <message>
        <source>Row %1, column %2 is not safe: the queen in row %3, column %4 attacks it (%5).</source>
        <translation>Fila %1, columna %2: casilla no segura, la ataca la reina de la fila %3, columna %4 (%5).</translation>
    </message>
    <message>
        <source>An empty %1×%1 board: place the first queen.</source>
        <translation>Un tablero de %1×%1 vacío: coloca la primera reina.</translation>
    </message>
    <message>
        <source>%1 of %2 queens placed, none attacks another.</source>
        <translation>%1 de %2 reinas colocadas, ninguna ataca a otra.</translation>
    </message>
    <message>
        <source>Queens attacking it in all: %1.</source>
        <translation>Reinas que la atacan en total: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs of queens attack each other.</source>
        <translation>
            <numerusform>%n pareja de reinas se ataca entre sí.</numerusform>
            <numerusform>%n parejas de reinas se atacan entre sí.</numerusform>
        </translation>
    </message>
    <message>
        <source>The queens in row %1, column %2 and row %3, column %4 attack each other.</source>
        <translation>Las reinas de la fila %1, columna %2 y de la fila %3, columna %4 se atacan entre sí.</translation>
    </message>
    <message numerus="yes">
        <source>%n more pairs of queens attack each other.</source>
        <translation>
            <numerusform>%n pareja más de reinas se ataca entre sí.</numerusform>
            <numerusform>%n parejas más de reinas se atacan entre sí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved! %n queens and none attacks another.</source>
        <translation>
            <numerusform>¡Resuelto! %n reina y nada puede atacarla.</numerusform>
            <numerusform>¡Resuelto! %n reinas y ninguna ataca a otra.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProgramPanel</name>
    <message>
        <source>No program was run: the command line is empty</source>
        <translation>No se ejecutó ningún programa: la línea de órdenes está vacía</translation>
    </message>
    <message>
        <source>the system refused to start it</source>
        <translation>el sistema se negó a iniciarlo</translation>
    </message>
    <message>
        <source>%1 could not be started in the folder %2: %3</source>
        <translation>No se pudo iniciar %1 en la carpeta %2: %3</translation>
    </message>
    <message>
        <source>Your program</source>
        <translation>Tu programa</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Stop the program and everything it started</source>
        <translation>Detener el programa y todo lo que inició</translation>
    </message>
    <message>
        <source>Your program&apos;s run</source>
        <translation>La ejecución de tu programa</translation>
    </message>
    <message>
        <source>What your program printed besides its trace</source>
        <translation>Lo que tu programa imprimió además de su traza</translation>
    </message>
    <message>
        <source>Running %1 in %2: %3 lines read, %4 s of its %5 s</source>
        <translation>Ejecutando %1 en %2: %3 líneas leídas, %4 s de sus %5 s</translation>
    </message>
    <message>
        <source>Standard error:</source>
        <translation>Salida de error estándar:</translation>
    </message>
    <message>
        <source>%1 ended with exit status %2 after %3 s</source>
        <translation>%1 terminó con el estado de salida %2 tras %3 s</translation>
    </message>
    <message>
        <source>%1 was ended by a signal after %2 s (it crashed or was killed)</source>
        <translation>%1 fue terminado por una señal tras %2 s (falló o lo mataron)</translation>
    </message>
    <message>
        <source>%1 was stopped after %2 s</source>
        <translation>%1 se detuvo tras %2 s</translation>
    </message>
    <message>
        <source>%1 was stopped at its time limit of %2 s</source>
        <translation>%1 se detuvo al llegar a su límite de tiempo de %2 s</translation>
    </message>
    <message>
        <source>%1 was stopped after %2 s: its trace reached %3 events, the most a trace may hold</source>
        <translation>%1 se detuvo tras %2 s: su traza llegó a %3 eventos, lo máximo que puede tener una traza</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>No se pudo iniciar %1: %2</translation>
    </message>
    <message>
        <source>%1 lines read: %2 events, %3 of its own output</source>
        <translation>%1 líneas leídas: %2 eventos, %3 de su propia salida</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es) of the program ended with the run</source>
        <translation>
            <numerusform>%n proceso del programa terminó con la ejecución</numerusform>
            <numerusform>%n procesos del programa terminaron con la ejecución</numerusform>
        </translation>
    </message>
    <message>
        <source>Its standard input is empty: a prompt for input reads the end of the input (give N as an argument, {N}, instead)</source>
        <translation>Su entrada estándar está vacía: una petición de datos lee el final de la entrada (da N como argumento, {N}, en su lugar)</translation>
    </message>
    <message>
        <source>Standard output:</source>
        <translation>Salida estándar:</translation>
    </message>
    <message>
        <source>Some of its processes (group %1) could not be ended</source>
        <translation>Algunos de sus procesos (grupo %1) no se pudieron terminar</translation>
    </message>
    <message>
        <source>(%1 bytes in all; the first %2 are shown)</source>
        <translation>(%1 bytes en total; se muestran los primeros %2)</translation>
    </message>
    <message>
        <source>The trace %1: %2 lines, %3 events, %4 of the program&apos;s own output</source>
        <translation type="vanished">La traza %1: %2 líneas, %3 eventos, %4 de la propia salida del programa</translation>
    </message>
    <message>
        <source>Its own output (the lines that are not events):</source>
        <translation>Su propia salida (las líneas que no son eventos):</translation>
    </message>
    <message>
        <source>line %1: </source>
        <translation>línea %1: </translation>
    </message>
    <message>
        <source>(not an event) </source>
        <translation>(no es un evento) </translation>
    </message>
    <message>
        <source>… and %1 more lines</source>
        <translation>… y %1 líneas más</translation>
    </message>
    <message>
        <source>The program you ran from Run ▸ Run your own program: its command line, how long it ran, how it ended (its exit status, or why it was stopped) and what it printed besides its trace: its standard error and its own lines. Stop ends it and everything it started.</source>
        <translation type="vanished">El programa que ejecutaste desde Ejecutar ▸ Ejecutar tu programa: su línea de órdenes, cuánto tiempo se ejecutó, cómo terminó (su estado de salida o por qué se detuvo) y lo que imprimió además de su traza: su salida de error estándar y sus propias líneas. Detener lo termina a él y a todo lo que inició.</translation>
    </message>
    <message>
        <source>The program you ran from Run ▸ Run your own program: its command line, how long it ran, how it ended (its exit status, or why it was stopped) and what it printed besides its trace: its standard error and its own lines. Stop ends it and everything it started. For a trace shown from a file or a lesson: its name and the program&apos;s own lines it holds.</source>
        <translation>El programa que ejecutaste desde Ejecutar ▸ Ejecutar tu programa: su línea de órdenes, cuánto tiempo se ejecutó, cómo terminó (su estado de salida o por qué se detuvo) y lo que imprimió además de su traza: su salida de error estándar y sus propias líneas. Detener lo termina a él y a todo lo que inició. Para una traza mostrada desde un archivo o una lección: su nombre y las propias líneas del programa que contiene.</translation>
    </message>
    <message>
        <source>The trace file “%1”, read without running the program</source>
        <translation>El archivo de traza «%1», leído sin ejecutar el programa</translation>
    </message>
    <message>
        <source>The trace “%1” the lesson holds, shown without running the program</source>
        <translation>La traza «%1» que guarda la lección, mostrada sin ejecutar el programa</translation>
    </message>
</context>
<context>
    <name>Pseudocode</name>
    <message>
        <source>all rows filled</source>
        <translation>filas completas</translation>
    </message>
    <message>
        <source>all columns filled</source>
        <translation>columnas completas</translation>
    </message>
    <message>
        <source>report the solution</source>
        <translation>anotar la solución</translation>
    </message>
    <message>
        <source>lowest bit</source>
        <translation>bit más bajo</translation>
    </message>
    <message>
        <source>place a queen at p</source>
        <extracomment>p is code: the bit of the chosen square</extracomment>
        <translation>colocar una reina en p</translation>
    </message>
    <message>
        <source>next row</source>
        <translation>siguiente fila</translation>
    </message>
    <message>
        <source>next column</source>
        <translation>siguiente columna</translation>
    </message>
    <message>
        <source>remove the queen</source>
        <translation>retirar la reina</translation>
    </message>
    <message>
        <source>no column left: back to row r - 1</source>
        <translation>no quedan columnas: volver a r - 1</translation>
    </message>
    <message>
        <source>no row left: back to column c - 1</source>
        <translation>no quedan filas: volver a c - 1</translation>
    </message>
    <message>
        <source>empty board</source>
        <translation>tablero vacío</translation>
    </message>
    <message>
        <source>for each column c of row r:</source>
        <translation>para cada columna c de r:</translation>
    </message>
    <message>
        <source>place a queen: %1</source>
        <extracomment>%1 is code: the queen&apos;s column is stored in the array cols[row]
----------
%1 is code: in column order the queen&apos;s row is stored in the array rows[column]</extracomment>
        <translation>colocar una reina: %1</translation>
    </message>
    <message>
        <source>remove the queen: %1</source>
        <extracomment>%1 is code: the row&apos;s entry of the array is emptied
----------
%1 is code: the column&apos;s entry of the array is emptied</extracomment>
        <translation>retirar la reina: %1</translation>
    </message>
    <message>
        <source>for each row r of column c:</source>
        <translation>para cada fila r de c:</translation>
    </message>
    <message>
        <source>the search is over</source>
        <translation>la búsqueda ha terminado</translation>
    </message>
    <message>
        <source>queens above row r</source>
        <translation>reinas sobre la fila r</translation>
    </message>
    <message>
        <source>same column</source>
        <translation>misma columna</translation>
    </message>
    <message>
        <source>same diagonal</source>
        <translation>misma diagonal</translation>
    </message>
    <message>
        <source>queens left of column c</source>
        <translation>reinas a la izquierda de c</translation>
    </message>
    <message>
        <source>same row</source>
        <translation>misma fila</translation>
    </message>
    <message>
        <source>no queen attacks</source>
        <translation>ningún ataque</translation>
    </message>
    <message>
        <source>three looks, no loop</source>
        <translation>solo tres consultas</translation>
    </message>
    <message>
        <source>mark its lines</source>
        <translation>marcar sus líneas</translation>
    </message>
    <message>
        <source>clear them</source>
        <translation>desmarcarlas</translation>
    </message>
    <message>
        <source>N ones</source>
        <translation>N unos</translation>
    </message>
    <message>
        <source>↘ shifts right</source>
        <translation>↘ a la derecha</translation>
    </message>
    <message>
        <source>↘ shifts down</source>
        <translation>↘ hacia abajo</translation>
    </message>
    <message>
        <source>↙ shifts left</source>
        <translation>↙ a la izquierda</translation>
    </message>
    <message>
        <source>↗ shifts up</source>
        <translation>↗ hacia arriba</translation>
    </message>
    <message>
        <source>Scan the earlier queens</source>
        <translation>Recorrer las reinas anteriores</translation>
    </message>
    <message>
        <source>Occupancy arrays</source>
        <translation>Arrays de ocupación</translation>
    </message>
    <message>
        <source>Bitmasks</source>
        <translation>Máscaras de bits</translation>
    </message>
    <message>
        <source>The board is kept as one array: cols[i] is the column of the queen in row i. To test a square, the program compares it with every queen above it: the same column means cols[i] == c, the same diagonal means the rows are as far apart as the columns (|r - i| == |c - cols[i]|). It needs no extra memory, but row r costs up to r comparisons.</source>
        <translation>El tablero se guarda en un solo array: cols[i] es la columna de la reina de la fila i. Para comprobar una casilla, el programa la compara con cada reina que tiene encima: la misma columna significa cols[i] == c, y la misma diagonal significa que las filas están tan separadas como las columnas (|r - i| == |c - cols[i]|). No necesita memoria extra, pero la fila r cuesta hasta r comparaciones.</translation>
    </message>
    <message>
        <source>The board is kept as one array: rows[j] is the row of the queen in column j. To test a square, the program compares it with every queen to its left: the same row means rows[j] == r, the same diagonal means the columns are as far apart as the rows (|c - j| == |r - rows[j]|). It needs no extra memory, but column c costs up to c comparisons.</source>
        <translation>El tablero se guarda en un solo array: rows[j] es la fila de la reina de la columna j. Para comprobar una casilla, el programa la compara con cada reina que tiene a su izquierda: la misma fila significa rows[j] == r, y la misma diagonal significa que las columnas están tan separadas como las filas (|c - j| == |r - rows[j]|). No necesita memoria extra, pero la columna c cuesta hasta c comparaciones.</translation>
    </message>
    <message>
        <source>Three arrays of yes/no flags remember which lines already hold a queen: one flag per column, one per ↘ diagonal (numbered r - c + N - 1) and one per ↙ diagonal (numbered r + c). A square is safe when its three flags are clear: three look-ups, however many queens stand on the board. Placing a queen sets its three flags, removing it clears them.</source>
        <translation>Tres arrays de marcas sí/no recuerdan qué líneas ya tienen una reina: una marca por columna, una por diagonal ↘ (numerada r - c + N - 1) y una por diagonal ↙ (numerada r + c). Una casilla es segura cuando sus tres marcas están libres: tres consultas, haya las reinas que haya en el tablero. Al colocar una reina se activan sus tres marcas; al quitarla se borran.</translation>
    </message>
    <message>
        <source>Three arrays of yes/no flags remember which lines already hold a queen: one flag per row, one per ↘ diagonal (numbered r - c + N - 1) and one per ↙ diagonal (numbered r + c). A square is safe when its three flags are clear: three look-ups, however many queens stand on the board. Placing a queen sets its three flags, removing it clears them.</source>
        <translation>Tres arrays de marcas sí/no recuerdan qué líneas ya tienen una reina: una marca por fila, una por diagonal ↘ (numerada r - c + N - 1) y una por diagonal ↙ (numerada r + c). Una casilla es segura cuando sus tres marcas están libres: tres consultas, haya las reinas que haya en el tablero. Al colocar una reina se activan sus tres marcas; al quitarla se borran.</translation>
    </message>
    <message>
        <source>Each row is handled as a number whose bit c stands for column c. Three numbers mark the squares of the current row that are attacked along a column (cols) or a diagonal (ld, rd); one expression, ~(cols | ld | rd) &amp; full, gives every safe square at once, and free &amp; -free takes the lowest of them. Only safe squares are ever chosen, so there is nothing to try and no conflict to show. Going one row down shifts the diagonal masks one column, because a diagonal moves one column per row.</source>
        <translation>Cada fila se trata como un número cuyo bit c representa la columna c. Tres números marcan las casillas de la fila actual atacadas a lo largo de una columna (cols) o de una diagonal (ld, rd); una sola expresión, ~(cols | ld | rd) &amp; full, da todas las casillas seguras a la vez, y free &amp; -free toma la más baja. Solo se eligen casillas seguras, así que no hay nada que probar ni ningún conflicto que mostrar. Al bajar una fila, las máscaras de las diagonales se desplazan una columna, porque una diagonal avanza una columna por fila.</translation>
    </message>
    <message>
        <source>Each column is handled as a number whose bit r stands for row r. Three numbers mark the squares of the current column that are attacked along a row (rows) or a diagonal (ld, rd); one expression, ~(rows | ld | rd) &amp; full, gives every safe square at once, and free &amp; -free takes the lowest of them. Only safe squares are ever chosen, so there is nothing to try and no conflict to show. Going one column right shifts the diagonal masks one row, because a diagonal moves one row per column.</source>
        <translation>Cada columna se trata como un número cuyo bit r representa la fila r. Tres números marcan las casillas de la columna actual atacadas a lo largo de una fila (rows) o de una diagonal (ld, rd); una sola expresión, ~(rows | ld | rd) &amp; full, da todas las casillas seguras a la vez, y free &amp; -free toma la más baja. Solo se eligen casillas seguras, así que no hay nada que probar ni ningún conflicto que mostrar. Al pasar a la columna de la derecha, las máscaras de las diagonales se desplazan una fila, porque una diagonal avanza una fila por columna.</translation>
    </message>
    <message>
        <source>one is enough</source>
        <translation>basta con una</translation>
    </message>
    <message>
        <source>look for more</source>
        <translation>buscar más</translation>
    </message>
</context>
<context>
    <name>PseudocodeView</name>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>Safety check</source>
        <translation>Comprobación de seguridad</translation>
    </message>
    <message>
        <source>Backtracking row by row: one queen per row, its column chosen by the loop</source>
        <translation>Vuelta atrás fila a fila: una reina por fila, cuya columna elige el bucle</translation>
    </message>
    <message>
        <source>Backtracking column by column: one queen per column, its row chosen by the loop</source>
        <translation>Vuelta atrás columna a columna: una reina por columna, cuya fila elige el bucle</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudocódigo</translation>
    </message>
    <message>
        <source>Algorithm pseudocode</source>
        <translation>Pseudocódigo del algoritmo</translation>
    </message>
    <message>
        <source>Safety check pseudocode: %1</source>
        <translation>Pseudocódigo de la comprobación de seguridad: %1</translation>
    </message>
    <message>
        <source>How the safety check works</source>
        <translation>Cómo funciona la comprobación de seguridad</translation>
    </message>
</context>
<context>
    <name>RunController</name>
    <message>
        <source>The search ends at step %1: it has no step %2</source>
        <translation>La búsqueda termina en el paso %1: no tiene paso %2</translation>
    </message>
    <message numerus="yes">
        <source>The search finds %n solution(s) in all: it has no solution %1</source>
        <translation>
            <numerusform>La búsqueda encuentra %n solución en total: no hay solución %1</numerusform>
            <numerusform>La búsqueda encuentra %n soluciones en total: no hay solución %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunProgramDialog</name>
    <message>
        <source>Run my program</source>
        <translation>Ejecutar mi programa</translation>
    </message>
    <message>
        <source>&amp;Command line ({N} is the board size):</source>
        <translation>&amp;Línea de órdenes ({N} es el tamaño del tablero):</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>&amp;Folder it runs in:</source>
        <translation>&amp;Carpeta en que se ejecuta:</translation>
    </message>
    <message>
        <source>Board si&amp;ze N:</source>
        <translation>&amp;Tamaño N del tablero:</translation>
    </message>
    <message>
        <source>&amp;It stops at the first solution</source>
        <translation>Se detiene en la primera solución (&amp;I)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Time limit:</source>
        <translation>Límite de ti&amp;empo:</translation>
    </message>
    <message>
        <source>The program runs in a process group of its own, its output read as a trace. Stop, closing the window or the time limit ends it and everything it started.</source>
        <translation>El programa se ejecuta en su propio grupo de procesos y su salida se lee como una traza. Detener, cerrar la ventana o el límite de tiempo lo terminan a él y a todo lo que inició.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <source>The folder your program runs in</source>
        <translation>La carpeta en que se ejecuta tu programa</translation>
    </message>
</context>
<context>
    <name>RunStatusLabel</name>
    <message>
        <source>Ready</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En marcha</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <source>%1 · N=%2 · step %3</source>
        <translation>%1 · N=%2 · paso %3</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
    </message>
    <message>
        <source>Try it yourself · the search waits at step %1 (N=%2)</source>
        <translation>Pruébalo tú mismo · la búsqueda espera en el paso %1 (N=%2)</translation>
    </message>
    <message>
        <source>%1 · N=%2</source>
        <translation>%1 · N=%2</translation>
    </message>
    <message>
        <source>Going to step %1: %2% · N=%3 · Space stops</source>
        <translation>Yendo al paso %1: %2 % · N=%3 · Espacio detiene</translation>
    </message>
    <message>
        <source>Going to solution %1: %2 found · N=%3 · Space stops</source>
        <translation>Yendo a la solución %1: %2 encontradas · N=%3 · Espacio detiene</translation>
    </message>
    <message>
        <source>%1 · your program&apos;s trace · %2 · N=%3 · step %4 of %5</source>
        <translation>%1 · traza de tu programa · %2 · N=%3 · paso %4 de %5</translation>
    </message>
</context>
<context>
    <name>ScreenBlank</name>
    <message>
        <source>Blank screen</source>
        <translation>Pantalla en negro</translation>
    </message>
    <message>
        <source>Press any key to show the board again</source>
        <translation>Pulsa cualquier tecla para volver a mostrar el tablero</translation>
    </message>
    <message>
        <source>In presentation mode: blank the screen, as a clicker&apos;s blank button does (any key shows it again); there %1 runs to the next backtrack and %2 goes to the next bookmark</source>
        <translation>En el modo presentación: poner la pantalla en negro, como hace el botón de pantalla en negro de un presentador (cualquier tecla la muestra de nuevo); allí %1 avanza hasta la siguiente vuelta atrás y %2 va al siguiente marcador</translation>
    </message>
</context>
<context>
    <name>SearchTreeLegend</name>
    <message>
        <source>on the board</source>
        <translation>en el tablero</translation>
    </message>
    <message>
        <source>lifted</source>
        <translation>retirada</translation>
    </message>
    <message>
        <source>just lifted</source>
        <translation>recién retirada</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>solución</translation>
    </message>
    <message>
        <source>trying</source>
        <translation>probando</translation>
    </message>
    <message>
        <source>explored</source>
        <translation>explorada</translation>
    </message>
    <message>
        <source>ruled out by the mask</source>
        <translation>descartada por la máscara</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>rechazada</translation>
    </message>
    <message>
        <source>numbers: rows</source>
        <translation>números: filas</translation>
    </message>
    <message>
        <source>numbers: columns</source>
        <translation>números: columnas</translation>
    </message>
</context>
<context>
    <name>SearchTreeNames</name>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Columna %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Fila %1</translation>
    </message>
    <message>
        <source>C%1</source>
        <translation>C%1</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>F%1</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <translation>Fila %1, columna %2</translation>
    </message>
</context>
<context>
    <name>SearchTreeView</name>
    <message>
        <source>Search tree</source>
        <translation>Árbol de búsqueda</translation>
    </message>
    <message>
        <source>The queens placed so far as a tree, one level per row of the board. Arrow keys move between nodes, Enter jumps to the step that placed the queen, plus and minus zoom.</source>
        <translation>Las reinas colocadas hasta ahora en forma de árbol, un nivel por fila del tablero. Las flechas se mueven entre nodos, Enter salta al paso que colocó la reina, más y menos hacen zoom.</translation>
    </message>
    <message>
        <source>row %1: column %2</source>
        <translation>fila %1: columna %2</translation>
    </message>
    <message>
        <source>column %1: row %2</source>
        <translation>columna %1: fila %2</translation>
    </message>
    <message>
        <source>row %1: trying column %2</source>
        <translation>fila %1: probando la columna %2</translation>
    </message>
    <message>
        <source>column %1: trying row %2</source>
        <translation>columna %1: probando la fila %2</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>El tablero está vacío.</translation>
    </message>
    <message>
        <source>Path from the start: %1.</source>
        <translation>Camino desde el inicio: %1.</translation>
    </message>
</context>
<context>
    <name>SearchUndo</name>
    <message>
        <source>N=%1, step %2</source>
        <translation>N=%1, paso %2</translation>
    </message>
    <message>
        <source>Back to the search before: %1</source>
        <translation>De vuelta a la búsqueda anterior: %1</translation>
    </message>
    <message>
        <source>Forward again to: %1</source>
        <translation>De nuevo adelante a: %1</translation>
    </message>
</context>
<context>
    <name>SideDocks</name>
    <message>
        <source>Controls</source>
        <translation>Controles</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Soluciones</translation>
    </message>
    <message>
        <source>The options of the search (board size, goal, order, safety check), the speed, the buttons that run it and its counters. Changing an option starts a new search; Edit ▸ Undo brings the old one back.</source>
        <translation>Las opciones de la búsqueda (tamaño del tablero, objetivo, orden, comprobación de seguridad), la velocidad, los botones que la ejecutan y sus contadores. Cambiar una opción inicia una búsqueda nueva; Editar ▸ Deshacer el cambio de búsqueda recupera la anterior.</translation>
    </message>
    <message>
        <source>Every solution found so far, with its number and symmetry class. Show all of them, only one of each class, or all grouped by class; select one to see it on the board (Esc goes back to the search).</source>
        <translation>Todas las soluciones encontradas hasta ahora, con su número y su clase de simetría. Muéstralas todas, solo una de cada clase o todas agrupadas por clase; selecciona una para verla en el tablero (Esc vuelve a la búsqueda).</translation>
    </message>
</context>
<context>
    <name>SimpleView</name>
    <message>
        <source>Full view</source>
        <translation>Vista completa</translation>
    </message>
    <message>
        <source>Show every panel and menu entry (%1)</source>
        <translation>Mostrar todos los paneles y entradas de menú (%1)</translation>
    </message>
    <message>
        <source>Simple view: the board, the run&apos;s controls and the pseudocode. %1 shows every panel.</source>
        <translation>Vista simplificada: el tablero, los controles de la ejecución y el pseudocódigo. %1 muestra todos los paneles.</translation>
    </message>
    <message>
        <source>Full view: every panel and menu entry. %1 goes back to the Simple view.</source>
        <translation>Vista completa: todos los paneles y entradas de menú. %1 vuelve a la vista simplificada.</translation>
    </message>
</context>
<context>
    <name>SolutionDelegate</name>
    <message>
        <source>Solution %1</source>
        <translation>Solución %1</translation>
    </message>
</context>
<context>
    <name>SolutionListModel</name>
    <message>
        <source>Solution %1: %2</source>
        <translation>Solución %1: %2</translation>
    </message>
    <message>
        <source>class %1 · size %2</source>
        <translation type="vanished">clase %1 · tamaño %2</translation>
    </message>
    <message>
        <source>Solution %1: %2, symmetry class %3</source>
        <translation>Solución %1: %2, clase de simetría %3</translation>
    </message>
    <message numerus="yes">
        <source>class %1 · %n board(s)</source>
        <translation>
            <numerusform>clase %1 · %n tablero</numerusform>
            <numerusform>clase %1 · %n tableros</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolutionsExporter</name>
    <message>
        <source>An export is already running</source>
        <translation>Ya hay una exportación en curso</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>No se puede escribir %1</translation>
    </message>
    <message>
        <source>Export cancelled: %1 was not written</source>
        <translation>Exportación cancelada: %1 no se ha escrito</translation>
    </message>
    <message>
        <source>Solutions saved to %1</source>
        <translation>Soluciones guardadas en %1</translation>
    </message>
    <message>
        <source>Export solutions</source>
        <translation>Exportar soluciones</translation>
    </message>
    <message>
        <source>The list is empty: run the search first.</source>
        <translation>La lista está vacía: ejecuta primero la búsqueda.</translation>
    </message>
    <message>
        <source>Arrays, one a line: [1, 3, 0, 2] (*.txt)</source>
        <translation>Arrays, uno por línea: [1, 3, 0, 2] (*.txt)</translation>
    </message>
    <message>
        <source>Rows of . and Q (*.txt)</source>
        <translation>Filas de . y Q (*.txt)</translation>
    </message>
    <message>
        <source>Grids of _ and Q (*.txt)</source>
        <translation>Cuadrículas de _ y Q (*.txt)</translation>
    </message>
    <message>
        <source>0/1 matrices (*.txt)</source>
        <translation>Matrices de 0/1 (*.txt)</translation>
    </message>
    <message>
        <source>Numbered boards (*.txt)</source>
        <translation>Tableros numerados (*.txt)</translation>
    </message>
    <message>
        <source>LeetCode list (*.txt)</source>
        <translation>Lista de LeetCode (*.txt)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Tabla CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>solutions.txt</source>
        <translation>soluciones.txt</translation>
    </message>
    <message>
        <source>Print handout</source>
        <translation>Imprimir fichas</translation>
    </message>
    <message numerus="yes">
        <source>Saving %Ln solutions…</source>
        <translation>
            <numerusform>Guardando %Ln solución…</numerusform>
            <numerusform>Guardando %Ln soluciones…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %Ln fundamental solutions of the %1-queens puzzle</source>
        <translation>
            <numerusform>La %Ln solución fundamental del problema de las %1 reinas</numerusform>
            <numerusform>Las %Ln soluciones fundamentales del problema de las %1 reinas</numerusform>
        </translation>
    </message>
    <message>
        <source>Solutions of the %1-queens puzzle, grouped by symmetry</source>
        <translation>Soluciones del problema de las %1 reinas, agrupadas por simetría</translation>
    </message>
    <message>
        <source>Solutions of the %1-queens puzzle</source>
        <translation>Soluciones del problema de las %1 reinas</translation>
    </message>
    <message>
        <source>Save handout</source>
        <translation>Guardar hoja</translation>
    </message>
    <message>
        <source>handout.pdf</source>
        <translation>hoja.pdf</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message numerus="yes">
        <source>Handout saved to %1 (%Ln pages)</source>
        <translation>
            <numerusform>Hoja guardada en %1 (%Ln página)</numerusform>
            <numerusform>Hoja guardada en %1 (%Ln páginas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Exportar %1</translation>
    </message>
    <message numerus="yes">
        <source>all %Ln listed solutions</source>
        <translation>
            <numerusform>la %Ln solución de la lista</numerusform>
            <numerusform>las %Ln soluciones de la lista</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %Ln selected solutions</source>
        <translation>
            <numerusform>la %Ln solución seleccionada</numerusform>
            <numerusform>las %Ln soluciones seleccionadas</numerusform>
        </translation>
    </message>
    <message>
        <source>the first %1 of the %2 listed solutions</source>
        <translation>las primeras %1 de las %2 soluciones de la lista</translation>
    </message>
    <message>
        <source>Print handout: %1</source>
        <translation>Imprimir la hoja: %1</translation>
    </message>
    <message>
        <source>Save handout: %1</source>
        <translation>Guardar la hoja: %1</translation>
    </message>
</context>
<context>
    <name>SolutionsPanel</name>
    <message>
        <source>%1 found</source>
        <translation>Encontradas: %1</translation>
    </message>
    <message>
        <source> · %1 fundamental</source>
        <translation> · fundamentales: %1</translation>
    </message>
    <message>
        <source>Go to solution</source>
        <translation>Ir a la solución</translation>
    </message>
    <message>
        <source>Solution number (1 to %1):</source>
        <translation>Número de solución (1 a %1):</translation>
    </message>
    <message>
        <source>Solution %1 is not in the list as it is shown now</source>
        <translation>La solución %1 no está en la lista tal como se muestra ahora</translation>
    </message>
    <message>
        <source>All solutions, in the order found</source>
        <translation>Todas las soluciones, en el orden encontrado</translation>
    </message>
    <message>
        <source>Fundamental solutions only</source>
        <translation>Solo soluciones fundamentales</translation>
    </message>
    <message>
        <source>All, grouped by symmetry class</source>
        <translation>Todas, agrupadas por clase de simetría</translation>
    </message>
    <message>
        <source>Fundamental solutions are distinct under the 8 rotations and reflections of the board</source>
        <translation>Ninguna solución fundamental se obtiene de otra con una de las 8 rotaciones y reflexiones del tablero</translation>
    </message>
    <message>
        <source>Solutions found</source>
        <translation>Soluciones encontradas</translation>
    </message>
    <message>
        <source>Which solutions to list</source>
        <translation>Qué soluciones listar</translation>
    </message>
    <message>
        <source>%1 counted · a count lists none</source>
        <translation>%1 contadas · un recuento no lista ninguna</translation>
    </message>
    <message>
        <source> · the list holds the first %1 (%2 fundamental)</source>
        <translation> · la lista tiene las primeras %1 (fundamentales: %2)</translation>
    </message>
    <message>
        <source>Solution number (none found yet: the search runs on to it):</source>
        <translation>Número de la solución (aún no hay ninguna: la búsqueda sigue hasta ella):</translation>
    </message>
    <message>
        <source>Solution number (1 to %1 found so far; a later one, the search runs on to):</source>
        <translation>Número de la solución (de 1 a %1 encontradas hasta ahora; hasta una posterior, la búsqueda sigue):</translation>
    </message>
</context>
<context>
    <name>SpeedScale</name>
    <message>
        <source>Full speed</source>
        <translation>Máxima velocidad</translation>
    </message>
    <message>
        <source>One step every %1 s</source>
        <translation>Un paso cada %1 s</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 pasos/s</translation>
    </message>
</context>
<context>
    <name>SpokenText</name>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
</context>
<context>
    <name>StepSourceBox</name>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Which steps to export</source>
        <translation>Qué pasos exportar</translation>
    </message>
    <message>
        <source>A &amp;range of steps</source>
        <translation>Un &amp;rango de pasos</translation>
    </message>
    <message>
        <source>A range of steps</source>
        <translation>Un rango de pasos</translation>
    </message>
    <message>
        <source>The pat&amp;h to a solution</source>
        <translation>El &amp;camino hasta una solución</translation>
    </message>
    <message>
        <source>The path to a solution</source>
        <translation>El camino hasta una solución</translation>
    </message>
    <message>
        <source>&amp;Bookmarked steps</source>
        <translation>Pasos con &amp;marcador</translation>
    </message>
    <message>
        <source>Bookmarked steps</source>
        <translation>Pasos con marcador</translation>
    </message>
    <message>
        <source>From step</source>
        <translation>Desde el paso</translation>
    </message>
    <message>
        <source>To step</source>
        <translation>Hasta el paso</translation>
    </message>
    <message>
        <source>&amp;from</source>
        <translation>&amp;desde</translation>
    </message>
    <message>
        <source>&amp;to</source>
        <translation>&amp;hasta</translation>
    </message>
    <message>
        <source>Solution number</source>
        <translation>Número de solución</translation>
    </message>
    <message>
        <source>of %1 found so far</source>
        <translation>de %1 encontradas hasta ahora</translation>
    </message>
    <message>
        <source>(no solution found yet)</source>
        <translation>(aún no se ha encontrado ninguna solución)</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Paso %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(no bookmarks)</source>
        <translation>(no hay marcadores)</translation>
    </message>
    <message>
        <source>Bookmarked steps to put on the sheet</source>
        <translation>Pasos con marcador que irán en la hoja</translation>
    </message>
    <message>
        <source>From bookmark</source>
        <translation>Desde el marcador</translation>
    </message>
    <message>
        <source>To bookmark</source>
        <translation>Hasta el marcador</translation>
    </message>
    <message>
        <source>fro&amp;m</source>
        <translation>d&amp;esde</translation>
    </message>
    <message>
        <source>t&amp;o</source>
        <translation>h&amp;asta</translation>
    </message>
    <message>
        <source>That is %1 boards; a worksheet holds at most %2. Choose fewer steps.</source>
        <translation>Son %1 tableros; una hoja de ejercicios admite como máximo %2. Elige menos pasos.</translation>
    </message>
    <message>
        <source>That is %1 frames; an animation holds at most %2. Choose fewer steps.</source>
        <translation>Son %1 fotogramas; una animación admite como máximo %2. Elige menos pasos.</translation>
    </message>
    <message>
        <source>The first bookmark comes after the last one.</source>
        <translation>El primer marcador va después del último.</translation>
    </message>
    <message>
        <source>The range is empty: it ends before it starts.</source>
        <translation>El rango está vacío: termina antes de empezar.</translation>
    </message>
    <message>
        <source>Tick at least one bookmarked step.</source>
        <translation>Selecciona al menos un paso con marcador.</translation>
    </message>
    <message>
        <source>(counting the solutions up to step %1…)</source>
        <translation>(contando las soluciones hasta el paso %1…)</translation>
    </message>
    <message>
        <source>of %1 found by step %2; solution %3 is bookmarked</source>
        <translation>de %1 encontradas hasta el paso %2; la solución %3 tiene marcador</translation>
    </message>
    <message>
        <source>of %1 found by step %2, the last bookmark</source>
        <translation>de %1 encontradas hasta el paso %2, el último marcador</translation>
    </message>
</context>
<context>
    <name>StepTimeline</name>
    <message>
        <source>Timeline</source>
        <translation>Línea de tiempo</translation>
    </message>
    <message>
        <source>Step %L1 of %L2; the search has ended</source>
        <translation>Paso %L1 de %L2; la búsqueda ha terminado</translation>
    </message>
    <message>
        <source>Step %L1 of %L2 run so far</source>
        <translation>Paso %L1 de %L2 dados hasta ahora</translation>
    </message>
</context>
<context>
    <name>SymmetryView</name>
    <message>
        <source>Symmetries of the selected solution</source>
        <translation>Simetrías de la solución seleccionada</translation>
    </message>
    <message>
        <source>as found</source>
        <translation>tal como se encontró</translation>
    </message>
    <message>
        <source>turned 90°</source>
        <translation>girada 90°</translation>
    </message>
    <message>
        <source>turned 180°</source>
        <translation>girada 180°</translation>
    </message>
    <message>
        <source>turned 270°</source>
        <translation>girada 270°</translation>
    </message>
    <message>
        <source>mirrored left-right</source>
        <translation>reflejada izquierda-derecha</translation>
    </message>
    <message>
        <source>mirrored top-bottom</source>
        <translation>reflejada arriba-abajo</translation>
    </message>
    <message>
        <source>flipped on the main diagonal</source>
        <translation>reflejada en la diagonal</translation>
    </message>
    <message>
        <source>flipped on the anti-diagonal</source>
        <translation>reflejada en la antidiagonal</translation>
    </message>
    <message>
        <source>Select a solution in the list to see its rotations and reflections.</source>
        <translation>Selecciona una solución de la lista para ver sus rotaciones y reflexiones.</translation>
    </message>
    <message>
        <source>8 different boards: every rotation and reflection gives a new solution.</source>
        <translation>8 tableros distintos: cada rotación y reflexión da una solución nueva.</translation>
    </message>
    <message>
        <source>4 different boards: turning it half way round gives the same solution.</source>
        <translation>4 tableros distintos: girarla media vuelta da la misma solución.</translation>
    </message>
    <message>
        <source>2 different boards: turning it a quarter round gives the same solution.</source>
        <translation>2 tableros distintos: girarla un cuarto de vuelta da la misma solución.</translation>
    </message>
    <message>
        <source>1 board: the single queen is its own image.</source>
        <translation>1 tablero: la única reina es su propia imagen.</translation>
    </message>
    <message>
        <source> (same as %1)</source>
        <translation> (igual que %1)</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>fundamental form</source>
        <translation>forma fundamental</translation>
    </message>
</context>
<context>
    <name>TeachingDocks</name>
    <message>
        <source>Call stack</source>
        <translation>Pila de llamadas</translation>
    </message>
    <message>
        <source>Counters by level</source>
        <translation>Contadores por nivel</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Simetría</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudocódigo</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Árbol de búsqueda</translation>
    </message>
    <message>
        <source>Compare the checks</source>
        <translation>Comparar métodos</translation>
    </message>
    <message>
        <source>The backtracking algorithm as code, the line of the step on the board highlighted. Its second tab shows the safety check that was chosen: the scan over the earlier queens, the occupancy arrays or the bitmasks.</source>
        <translation>El algoritmo de vuelta atrás como código, con la línea del paso del tablero resaltada. Su segunda pestaña muestra la comprobación de seguridad elegida: el recorrido por las reinas anteriores, los arrays de ocupación o las máscaras de bits.</translation>
    </message>
    <message>
        <source>The recursion as a call stack: one frame of solve(r) per row with a queen, the deepest on top, each with the square being tried and the candidates left. A backtrack pops the top frame.</source>
        <translation>La recursión como pila de llamadas: un marco de solve(r) por cada fila con reina, el más profundo arriba, cada uno con la casilla que se está probando y las candidatas que quedan. Una vuelta atrás saca el marco de arriba.</translation>
    </message>
    <message>
        <source>Every square tried so far as a tree: the root is the empty board, each level a row, each node a square tried there. The path to the step on the board stays in view; refused squares and dead ends are marked. Click a node to go to its step.</source>
        <translation>Cada casilla probada hasta ahora, en forma de árbol: la raíz es el tablero vacío, cada nivel una fila y cada nodo una casilla probada en ella. El camino hasta el paso del tablero queda a la vista; las casillas rechazadas y los callejones sin salida están marcados. Haz clic en un nodo para ir a su paso.</translation>
    </message>
    <message>
        <source>For each row (or column, in column order), the placements and the backtracks made there so far: where the search spends its work.</source>
        <translation>Para cada fila (o columna, en orden por columnas), las colocaciones y las vueltas atrás hechas ahí hasta ahora: dónde emplea su trabajo la búsqueda.</translation>
    </message>
    <message>
        <source>How many safety checks each of the three methods (scan, arrays, bitmasks) needs for this board size, order and goal, counted on a worker thread.</source>
        <translation>Cuántas comprobaciones de seguridad necesita cada uno de los tres métodos (recorrido, arrays, máscaras de bits) para este tamaño de tablero, orden y objetivo, contadas en un hilo de trabajo.</translation>
    </message>
    <message>
        <source>The selected solution turned and mirrored in the 8 ways a board can be: repeated pictures are greyed, and the smallest form, the class&apos;s fundamental solution, is marked.</source>
        <translation>La solución seleccionada girada y reflejada de las 8 formas posibles: las imágenes repetidas aparecen en gris y se marca la forma más pequeña, la solución fundamental de la clase.</translation>
    </message>
</context>
<context>
    <name>TraceActions</name>
    <message>
        <source>Open a trace of &amp;your program…</source>
        <translation>Abrir una tra&amp;za de tu programa…</translation>
    </message>
    <message>
        <source>Open the trace your own program printed of its search (place r c, remove r c, solution…), check it against the rules and step through it</source>
        <translation>Abrir la traza que tu propio programa imprimió de su búsqueda (place r c, remove r c, solution…), comprobarla con las reglas y recorrerla paso a paso</translation>
    </message>
    <message>
        <source>Go to the first step where your program breaks a rule</source>
        <translation>Ir al primer paso en que tu programa rompe una regla</translation>
    </message>
    <message>
        <source>&amp;Jump to the first violation</source>
        <translation>Saltar a la primera in&amp;fracción</translation>
    </message>
    <message>
        <source>Run your o&amp;wn program…</source>
        <translation>Ejecutar tu programa (&amp;W)…</translation>
    </message>
    <message>
        <source>Run your own program with the board&apos;s N, read the trace it prints while it runs and step through it</source>
        <translation>Ejecutar tu propio programa con la N del tablero, leer la traza que imprime mientras se ejecuta y recorrerla paso a paso</translation>
    </message>
    <message>
        <source>Jump to the first violation: the search shown breaks no rule (the built-in search, or a trace of your program that holds)</source>
        <translation>Saltar a la primera infracción: la búsqueda mostrada no rompe ninguna regla (la búsqueda integrada, o una traza de tu programa que es correcta)</translation>
    </message>
</context>
<context>
    <name>TraceBanner</name>
    <message>
        <source>Go to the first violation (F8)</source>
        <translation>Ir a la primera infracción (F8)</translation>
    </message>
    <message>
        <source>Back to the built-in search</source>
        <translation>Volver a la búsqueda integrada</translation>
    </message>
    <message>
        <source>Leave the trace and show the program&apos;s own search again</source>
        <translation>Dejar la traza y volver a mostrar la búsqueda propia de este programa</translation>
    </message>
    <message>
        <source>Your program&apos;s search</source>
        <translation>La búsqueda de tu programa</translation>
    </message>
    <message>
        <source>The search of your program: %1 (N=%2), not the built-in search</source>
        <translation>La búsqueda de tu programa: %1 (N=%2), no la búsqueda integrada</translation>
    </message>
    <message>
        <source>Whose search is shown</source>
        <translation>De quién es la búsqueda mostrada</translation>
    </message>
    <message>
        <source>What checking the trace found</source>
        <translation>Lo que encontró la comprobación de la traza</translation>
    </message>
    <message>
        <source>Against the reference search</source>
        <translation>Frente a la búsqueda de referencia</translation>
    </message>
</context>
<context>
    <name>TraceController</name>
    <message>
        <source>%1 — your program&apos;s search</source>
        <translation>%1 — búsqueda de tu programa</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>Ejecutando %1…</translation>
    </message>
</context>
<context>
    <name>TraceNarrator</name>
    <message>
        <source>row %1, column %2</source>
        <translation>fila %1, columna %2</translation>
    </message>
    <message>
        <source>its column</source>
        <translation>su columna</translation>
    </message>
    <message>
        <source>its row</source>
        <translation>su fila</translation>
    </message>
    <message>
        <source>a diagonal</source>
        <translation>una diagonal</translation>
    </message>
    <message>
        <source>an anti-diagonal</source>
        <translation>una antidiagonal</translation>
    </message>
    <message>
        <source>no line</source>
        <translation>ninguna línea</translation>
    </message>
    <message>
        <source>Your program tries %1</source>
        <translation>Tu programa prueba %1</translation>
    </message>
    <message>
        <source>Your program finds %1 attacked</source>
        <translation>Tu programa encuentra %1 atacada</translation>
    </message>
    <message>
        <source>Your program places a queen on %1</source>
        <translation>Tu programa coloca una reina en %1</translation>
    </message>
    <message>
        <source>Your program reports solution %1</source>
        <translation>Tu programa informa de la solución %1</translation>
    </message>
    <message>
        <source>Your program lifts the queen from %1</source>
        <translation>Tu programa retira la reina de %1</translation>
    </message>
    <message>
        <source>Your program backtracks: level %1 has no square left</source>
        <translation>Tu programa vuelve atrás: al nivel %1 no le queda ninguna casilla</translation>
    </message>
    <message>
        <source>Your program says its search is done</source>
        <translation>Tu programa dice que su búsqueda ha terminado</translation>
    </message>
    <message>
        <source>The trace of %1 ends after %2 steps. Its first violation: %3</source>
        <translation>La traza de %1 termina tras %2 pasos. Su primera infracción: %3</translation>
    </message>
    <message>
        <source>The trace of %1 ends after %2 steps. %3</source>
        <translation>La traza de %1 termina tras %2 pasos. %3</translation>
    </message>
    <message>
        <source>The trace of %1, %2 steps: press Play to watch your program&apos;s search, or Step to go one step at a time</source>
        <translation>La traza de %1, %2 pasos: pulsa Reproducir para ver la búsqueda de tu programa, o Paso para avanzar paso a paso</translation>
    </message>
    <message>
        <source>a number is missing (the event is written %1)</source>
        <translation>falta un número (el evento se escribe %1)</translation>
    </message>
    <message>
        <source>%1 is not a whole number from 0 to %2</source>
        <translation>%1 no es un número entero de 0 a %2</translation>
    </message>
    <message>
        <source>%1 is off the board (0 to %2)</source>
        <translation>%1 está fuera del tablero (0 a %2)</translation>
    </message>
    <message>
        <source>%1 is one word too many (the event is written %2)</source>
        <translation>%1 es una palabra de más (el evento se escribe %2)</translation>
    </message>
    <message>
        <source>“queen” should follow the square, not %1 (the event is written %2)</source>
        <translation>tras la casilla debe ir «queen», no %1 (el evento se escribe %2)</translation>
    </message>
    <message>
        <source>the line the queen attacks along is missing (column, row, diagonal or anti-diagonal)</source>
        <translation>falta la línea por la que ataca la reina (column, row, diagonal o anti-diagonal)</translation>
    </message>
    <message>
        <source>the line %1 is not column, row, diagonal or anti-diagonal</source>
        <translation>la línea %1 no es column, row, diagonal ni anti-diagonal</translation>
    </message>
    <message>
        <source>the line is %1 bytes long, and an event takes a few words</source>
        <translation>la línea tiene %1 bytes, y un evento ocupa unas pocas palabras</translation>
    </message>
    <message>
        <source>Step %1 (line %2): %3</source>
        <translation>Paso %1 (línea %2): %3</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Línea %1: %2</translation>
    </message>
    <message>
        <source>Line %1: your program wrote %2, which is not an event: %3</source>
        <translation>Línea %1: tu programa escribió %2, que no es un evento: %3</translation>
    </message>
    <message>
        <source>your program placed a queen on %1, where a queen already stands</source>
        <translation>tu programa colocó una reina en %1, donde ya hay una reina</translation>
    </message>
    <message>
        <source>your program placed a queen on %1, but the queen on %2 attacks it along %3</source>
        <translation>tu programa colocó una reina en %1, pero la reina de %2 la ataca a lo largo de %3</translation>
    </message>
    <message>
        <source>your program removed a queen from %1, where none stands</source>
        <translation>tu programa retiró una reina de %1, donde no hay ninguna</translation>
    </message>
    <message>
        <source>your program says the queen on %1 attacks %2, but no queen stands there</source>
        <translation>tu programa dice que la reina de %1 ataca %2, pero allí no hay ninguna reina</translation>
    </message>
    <message>
        <source>your program says the queen on %1 attacks %2, but it does not</source>
        <translation>tu programa dice que la reina de %1 ataca %2, pero no la ataca</translation>
    </message>
    <message>
        <source>your program says the queen on %1 attacks %2 along %3, but it attacks it along %4</source>
        <translation>tu programa dice que la reina de %1 ataca %2 a lo largo de %3, pero la ataca a lo largo de %4</translation>
    </message>
    <message>
        <source>your program says %1 is attacked, but no queen attacks it</source>
        <translation>tu programa dice que %1 está atacada, pero ninguna reina la ataca</translation>
    </message>
    <message numerus="yes">
        <source>your program reported a solution with %n queen(s) on the board; a solution has %1</source>
        <translation>
            <numerusform>tu programa informó de una solución con %n reina en el tablero; una solución tiene %1</numerusform>
            <numerusform>tu programa informó de una solución con %n reinas en el tablero; una solución tiene %1</numerusform>
        </translation>
    </message>
    <message>
        <source>your program reported the solution %1 again: it was solution %2, on line %3</source>
        <translation>tu programa informó de nuevo de la solución %1: fue la solución %2, en la línea %3</translation>
    </message>
    <message>
        <source>At the end (line %1): the trace holds %2 of the %3 solutions; your program missed %4, the first of them %5</source>
        <translation>Al final (línea %1): la traza contiene %2 de las %3 soluciones; tu programa se saltó %4, la primera de ellas %5</translation>
    </message>
    <message>
        <source>At the end (line %1): the trace holds no solution, but N=%2 has one, the first %3</source>
        <translation>Al final (línea %1): la traza no contiene ninguna solución, pero N=%2 tiene una, la primera %3</translation>
    </message>
    <message>
        <source>%1 (×%2)</source>
        <translation>%1 (×%2)</translation>
    </message>
    <message>
        <source>Not compared with the reference search: it is far longer than this trace</source>
        <translation>No se compara con la búsqueda de referencia: es mucho más larga que esta traza</translation>
    </message>
    <message>
        <source>Against the reference search: placements %1; the trace reports no tries</source>
        <translation>Frente a la búsqueda de referencia: colocaciones %1; la traza no informa de intentos</translation>
    </message>
    <message>
        <source>Against the reference search: tries %1, placements %2</source>
        <translation>Frente a la búsqueda de referencia: intentos %1, colocaciones %2</translation>
    </message>
    <message>
        <source>Your program finds %1 attacked by the queen on %2 along %3</source>
        <translation>Tu programa encuentra %1 atacada por la reina de %2 a lo largo de %3</translation>
    </message>
    <message numerus="yes">
        <source>Your program&apos;s search breaks no rule and reports %Ln solution(s) (the first was asked for).</source>
        <translation>
            <numerusform>La búsqueda de tu programa no rompe ninguna regla e informa de %Ln solución (se pidió la primera).</numerusform>
            <numerusform>La búsqueda de tu programa no rompe ninguna regla e informa de %Ln soluciones (se pidió la primera).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The trace is empty: N=%1 has %Ln solution(s), and your program reported none</source>
        <translation>
            <numerusform>La traza está vacía: N=%1 tiene %Ln solución y tu programa no informó ninguna</numerusform>
            <numerusform>La traza está vacía: N=%1 tiene %Ln soluciones y tu programa no informó ninguna</numerusform>
        </translation>
    </message>
    <message>
        <source>At the end (line %1): the trace holds %2 of the %3 solutions; your program missed %4 (too many to search for which)</source>
        <translation>Al final (línea %1): la traza contiene %2 de las %3 soluciones; tu programa se saltó %4 (demasiadas para buscar cuáles)</translation>
    </message>
    <message>
        <source>At the end (line %1): the trace holds no solution, but N=%2 has solutions</source>
        <translation>Al final (línea %1): la traza no contiene ninguna solución, pero N=%2 tiene soluciones</translation>
    </message>
    <message>
        <source>Line %1 (%2) ends with an event after your program&apos;s own text, so it was read as the program&apos;s output: a prompt without a newline? The helpers mark their events so that they are read there.</source>
        <translation>La línea %1 (%2) termina con un evento tras el texto propio de tu programa, así que se leyó como su salida: ¿una petición de datos sin salto de línea? Las bibliotecas de ayuda marcan sus eventos para que se lean ahí.</translation>
    </message>
    <message>
        <source>it wrote nothing on standard error</source>
        <translation>no escribió nada en la salida de error estándar</translation>
    </message>
    <message>
        <source>Your program was ended by a signal before its search ended: %1</source>
        <translation>Tu programa fue terminado por una señal antes de que su búsqueda terminara: %1</translation>
    </message>
    <message>
        <source>Your program ended with exit status %1 before its search ended: %2</source>
        <translation>Tu programa terminó con el estado de salida %1 antes de que su búsqueda terminara: %2</translation>
    </message>
    <message numerus="yes">
        <source>Your program&apos;s search breaks no rule as far as it went; it was cut before its end, so its %Ln solution(s) are not compared with all of N&apos;s.</source>
        <translation>
            <numerusform>La búsqueda de tu programa no rompe ninguna regla hasta donde llegó; se cortó antes de su final, así que su %Ln solución no se compara con todas las de N.</numerusform>
            <numerusform>La búsqueda de tu programa no rompe ninguna regla hasta donde llegó; se cortó antes de su final, así que sus %Ln soluciones no se comparan con todas las de N.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your program never placed its queen on %1.</source>
        <translation>Tu programa nunca puso la reina de esta solución en %1.</translation>
    </message>
    <message numerus="yes">
        <source>Your program held at most %n of its queens together, and never placed its queen on %1 with them.</source>
        <translation>
            <numerusform>Tu programa tuvo como mucho %n reina de esta solución a la vez y nunca puso con ella su reina en %1.</numerusform>
            <numerusform>Tu programa tuvo como mucho %n reinas de esta solución a la vez y nunca puso con ellas su reina en %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your program&apos;s search breaks no rule and reports all %Ln solution(s).</source>
        <translation>
            <numerusform>La búsqueda de tu programa no rompe ninguna regla e informa de la %Ln solución.</numerusform>
            <numerusform>La búsqueda de tu programa no rompe ninguna regla e informa de las %Ln soluciones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your program&apos;s search breaks no rule and reports %Ln solution(s).</source>
        <translation>
            <numerusform>La búsqueda de tu programa no rompe ninguna regla e informa de %Ln solución.</numerusform>
            <numerusform>La búsqueda de tu programa no rompe ninguna regla e informa de %Ln soluciones.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TraceOpenDialog</name>
    <message>
        <source>Open a trace of your program</source>
        <translation>Abrir una traza de tu programa</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Trace &amp;file:</source>
        <translation>&amp;Archivo de la traza:</translation>
    </message>
    <message>
        <source>Board si&amp;ze N the program ran with:</source>
        <translation>&amp;Tamaño N del tablero con que se ejecutó el programa:</translation>
    </message>
    <message>
        <source>&amp;It stops at the first solution</source>
        <translation>Se detiene en la primera solución (&amp;I)</translation>
    </message>
    <message>
        <source>The file is only read: nothing it names is ever run.</source>
        <translation>El archivo solo se lee: nunca se ejecuta nada de lo que nombre.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Traces (*.trace *.txt *.log);;All files (*)</source>
        <translation>Trazas (*.trace *.txt *.log);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>TraceOpener</name>
    <message>
        <source>Cannot open the trace “%1”: %2</source>
        <translation>No se puede abrir la traza «%1»: %2</translation>
    </message>
    <message>
        <source>Cannot read the trace “%1”: %2</source>
        <translation>No se puede leer la traza «%1»: %2</translation>
    </message>
    <message>
        <source>Reading and checking the trace “%1”…</source>
        <translation>Leyendo y comprobando la traza «%1»…</translation>
    </message>
</context>
<context>
    <name>ViewingBanner</name>
    <message>
        <source>Viewing solution %1: %2. The search goes on behind it.</source>
        <translation>Viendo la solución %1: %2. La búsqueda sigue por detrás.</translation>
    </message>
    <message>
        <source>Back to the search (Esc)</source>
        <translation>Volver a la búsqueda (Esc)</translation>
    </message>
    <message>
        <source>Viewing solution %1: %2. The search has finished.</source>
        <translation>Viendo la solución %1: %2. La búsqueda ha terminado.</translation>
    </message>
    <message>
        <source>Viewing solution %1: %2. The search was cancelled.</source>
        <translation>Viendo la solución %1: %2. La búsqueda se canceló.</translation>
    </message>
    <message>
        <source>Viewing solution %1: %2. The search is paused behind it.</source>
        <translation>Viendo la solución %1: %2. La búsqueda está en pausa por detrás.</translation>
    </message>
    <message>
        <source>Back to the search: %1</source>
        <translation>De vuelta a la búsqueda: %1</translation>
    </message>
</context>
<context>
    <name>WatchView</name>
    <message>
        <source>Watch: the values the safety check reads</source>
        <translation>Vigilar: los valores que lee la comprobación de seguridad</translation>
    </message>
    <message>
        <source>The variables of the safety check at this step: the entries it reads are framed, red where they make the square unsafe, green where they leave it free.</source>
        <translation>Las variables de la comprobación de seguridad en este paso: las entradas que lee aparecen enmarcadas, en rojo donde hacen que la casilla no sea segura y en verde donde la dejan libre.</translation>
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
        <translation>El tablero vacío: paso 0</translation>
    </message>
    <message>
        <source>%1: placed at step %2</source>
        <translation>%1: colocada en el paso %2</translation>
    </message>
    <message>
        <source>%1: your queen, there from the start</source>
        <translation>%1: tu reina, puesta desde el principio</translation>
    </message>
    <message>
        <source>ahead of the current step</source>
        <translation>posterior al paso actual</translation>
    </message>
    <message>
        <source>lifted at step %1</source>
        <translation>retirada en el paso %1</translation>
    </message>
    <message>
        <source>on the board</source>
        <translation>en el tablero</translation>
    </message>
    <message>
        <source>completes solution %1</source>
        <translation>completa la solución %1</translation>
    </message>
    <message>
        <source>%1: rejected at step %2</source>
        <translation>%1: rechazada en el paso %2</translation>
    </message>
    <message>
        <source>same column</source>
        <translation>misma columna</translation>
    </message>
    <message>
        <source>same row</source>
        <translation>misma fila</translation>
    </message>
    <message>
        <source>same diagonal</source>
        <translation>misma diagonal</translation>
    </message>
    <message>
        <source>same anti-diagonal</source>
        <translation>misma antidiagonal</translation>
    </message>
    <message>
        <source>attacked by the queen in row %1, column %2 (%3)</source>
        <translation>atacada por la reina de la fila %1, columna %2 (%3)</translation>
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
        <translation>Pas&amp;o</translation>
    </message>
    <message>
        <source>Do the next step of the search</source>
        <translation>Dar el siguiente paso de la búsqueda</translation>
    </message>
    <message>
        <source>Step bac&amp;k</source>
        <translation>Paso at&amp;rás</translation>
    </message>
    <message>
        <source>Undo the last step</source>
        <translation>Deshacer el último paso</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>R&amp;einiciar</translation>
    </message>
    <message>
        <source>Start the search again from an empty board</source>
        <translation>Empezar la búsqueda de nuevo con el tablero vacío</translation>
    </message>
    <message>
        <source>&amp;Faster</source>
        <translation>Más rápi&amp;do</translation>
    </message>
    <message>
        <source>Run faster</source>
        <translation>Ir más rápido</translation>
    </message>
    <message>
        <source>Sl&amp;ower</source>
        <translation>&amp;Más lento</translation>
    </message>
    <message>
        <source>Run slower</source>
        <translation>Ir más despacio</translation>
    </message>
    <message>
        <source>Bac&amp;k to the search</source>
        <translation>&amp;Volver a la búsqueda</translation>
    </message>
    <message>
        <source>Leave the solution you are viewing and show the live search</source>
        <translation>Dejar la solución que estás viendo y mostrar la búsqueda en curso</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Pantalla compl&amp;eta</translation>
    </message>
    <message>
        <source>Show the window on the whole screen</source>
        <translation>Mostrar la ventana en toda la pantalla</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sal&amp;ir</translation>
    </message>
    <message>
        <source>Quit the program</source>
        <translation>Salir del programa</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Atajos &amp;de teclado</translation>
    </message>
    <message>
        <source>Show the keyboard shortcuts</source>
        <translation>Mostrar los atajos de teclado</translation>
    </message>
    <message>
        <source>About &amp;N-Queens Visualizer</source>
        <translation>Acerca del Visualizador de &amp;N reinas</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Versión y licencia</translation>
    </message>
    <message>
        <source>Next solut&amp;ion</source>
        <translation>Siguiente solu&amp;ción</translation>
    </message>
    <message>
        <source>Run at full speed to the next solution, then pause</source>
        <translation>Ir a toda velocidad hasta la siguiente solución y pausar</translation>
    </message>
    <message>
        <source>&amp;Next backtrack</source>
        <translation>Siguiente &amp;vuelta atrás</translation>
    </message>
    <message>
        <source>Run at full speed to the next backtrack, then pause</source>
        <translation>Ir a toda velocidad hasta la siguiente vuelta atrás y pausar</translation>
    </message>
    <message>
        <source>L&amp;evel…</source>
        <translation>&amp;Nivel…</translation>
    </message>
    <message>
        <source>Run at full speed until a queen is placed on a chosen level, then pause</source>
        <translation>Ir a toda velocidad hasta que se coloque una reina en el nivel elegido y pausar</translation>
    </message>
    <message>
        <source>Clear breakpoints</source>
        <translation>&amp;Quitar puntos de interrupción</translation>
    </message>
    <message>
        <source>Remove every breakpoint (right-click a square to set or remove one)</source>
        <translation>Quitar todos los puntos de interrupción (haz clic derecho en una casilla para poner o quitar uno)</translation>
    </message>
    <message>
        <source>Try it yourself</source>
        <translation>Pruébalo tú mismo</translation>
    </message>
    <message>
        <source>Place queens by hand; the program explains every square</source>
        <translation>Coloca reinas a mano; el programa explica cada casilla</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>P&amp;ista</translation>
    </message>
    <message>
        <source>Show the square the backtracking algorithm would choose next</source>
        <translation>Mostrar la casilla que el algoritmo de vuelta atrás elegiría a continuación</translation>
    </message>
    <message>
        <source>Presentation &amp;mode</source>
        <translation>M&amp;odo presentación</translation>
    </message>
    <message>
        <source>Full screen, the board as large as possible, large narration and a high-contrast board</source>
        <translation>Pantalla completa, el tablero lo más grande posible, narración grande y tablero de alto contraste</translation>
    </message>
    <message>
        <source>Attacke&amp;d squares</source>
        <translation>&amp;Casillas atacadas</translation>
    </message>
    <message>
        <source>Tint the squares attacked by the queens on the board</source>
        <translation>Colorear las casillas atacadas por las reinas del tablero</translation>
    </message>
    <message>
        <source>Attack &amp;counts</source>
        <translation>&amp;Número de ataques</translation>
    </message>
    <message>
        <source>Show how many queens attack each square</source>
        <translation>Mostrar cuántas reinas atacan cada casilla</translation>
    </message>
    <message>
        <source>C&amp;onflict lines</source>
        <translation>Lín&amp;eas de conflicto</translation>
    </message>
    <message>
        <source>Draw the line from the attacking queen to a rejected square</source>
        <translation>Dibujar la línea desde la reina atacante hasta la casilla rechazada</translation>
    </message>
    <message>
        <source>Ca&amp;ndidate square</source>
        <translation>Casilla can&amp;didata</translation>
    </message>
    <message>
        <source>Mark the square being tried</source>
        <translation>Marcar la casilla que se está probando</translation>
    </message>
    <message>
        <source>Export boar&amp;d…</source>
        <translation>&amp;Exportar tablero…</translation>
    </message>
    <message>
        <source>Save the board as a PNG or SVG picture</source>
        <translation>Guardar el tablero como imagen PNG o SVG</translation>
    </message>
    <message>
        <source>Export solutio&amp;ns…</source>
        <translation>Exportar sol&amp;uciones…</translation>
    </message>
    <message>
        <source>Save the listed solutions as text (array, dots, grid, matrix, numbered, LeetCode), CSV or JSON</source>
        <translation>Guardar las soluciones de la lista como texto (array, puntos, cuadrícula, matriz, numeradas, LeetCode), CSV o JSON</translation>
    </message>
    <message>
        <source>&amp;Copy board</source>
        <translation>C&amp;opiar tablero</translation>
    </message>
    <message>
        <source>Copy the board to the clipboard as text and as a picture</source>
        <translation>Copiar el tablero al portapapeles como texto y como imagen</translation>
    </message>
    <message>
        <source>Copy web lin&amp;k</source>
        <translation>Copiar enlace web (&amp;K)</translation>
    </message>
    <message>
        <source>Copy a link that opens the web page at this step: the same search in any browser, even where the program is not installed</source>
        <translation>Copiar un enlace que abre la página web en este paso: la misma búsqueda en cualquier navegador, incluso donde el programa no está instalado</translation>
    </message>
    <message>
        <source>Pr&amp;int handout…</source>
        <translation>Imprimir &amp;fichas…</translation>
    </message>
    <message>
        <source>Print the selected solutions, or all listed ones, several boards to a page</source>
        <translation>Imprimir las soluciones seleccionadas, o todas las de la lista, con varios tableros por página</translation>
    </message>
    <message>
        <source>Restore de&amp;faults…</source>
        <translation>Restablecer &amp;valores predeterminados…</translation>
    </message>
    <message>
        <source>Forget all settings and the window layout</source>
        <translation>Olvidar todos los ajustes y la disposición de la ventana</translation>
    </message>
    <message>
        <source>&amp;Go to solution…</source>
        <translation>&amp;Ir a la solución…</translation>
    </message>
    <message>
        <source>Show the solution with a given number</source>
        <translation type="vanished">Mostrar la solución con un número dado</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>Ar&amp;chivo</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ejecutar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>H&amp;elp</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Ru&amp;n until</source>
        <translation>E&amp;jecutar hasta</translation>
    </message>
    <message>
        <source>Boar&amp;d theme</source>
        <translation>Tema &amp;del tablero</translation>
    </message>
    <message>
        <source>Appearan&amp;ce</source>
        <translation>Aparien&amp;cia</translation>
    </message>
    <message>
        <source>Lang&amp;uage</source>
        <translation>Idio&amp;ma</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>&amp;Overlays</source>
        <translation>&amp;Marcas</translation>
    </message>
    <message>
        <source>Pan&amp;els</source>
        <translation>Pa&amp;neles</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>Pa&amp;usa</translation>
    </message>
    <message>
        <source>Pla&amp;y</source>
        <translation>Reprodu&amp;cir</translation>
    </message>
    <message>
        <source>Pause the search</source>
        <translation>Pausar la búsqueda</translation>
    </message>
    <message>
        <source>Run the search at the chosen speed</source>
        <translation>Ejecutar la búsqueda a la velocidad elegida</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Ca&amp;ncelar</translation>
    </message>
    <message>
        <source>Sta&amp;rt</source>
        <translation>Ini&amp;ciar</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Save hando&amp;ut as PDF…</source>
        <translation>Guardar hoja como P&amp;DF…</translation>
    </message>
    <message>
        <source>Save the handout (the selected solutions, or all listed ones) as a PDF file</source>
        <translation>Guardar la hoja (las soluciones seleccionadas, o todas las listadas) como archivo PDF</translation>
    </message>
    <message>
        <source>&amp;Go to step…</source>
        <translation>Despla&amp;zarse a un paso…</translation>
    </message>
    <message>
        <source>Jump to any step the search has run (or click the timeline under the board)</source>
        <translation type="vanished">Ir a cualquier paso que la búsqueda ya haya dado (o haz clic en la línea de tiempo bajo el tablero)</translation>
    </message>
    <message>
        <source>1 step a second</source>
        <translation>1 paso por segundo</translation>
    </message>
    <message>
        <source>Set the speed to 1 step a second</source>
        <translation>Poner la velocidad en 1 paso por segundo</translation>
    </message>
    <message>
        <source>10 steps a second</source>
        <translation>10 pasos por segundo</translation>
    </message>
    <message>
        <source>Set the speed to 10 steps a second</source>
        <translation>Poner la velocidad en 10 pasos por segundo</translation>
    </message>
    <message>
        <source>100 steps a second</source>
        <translation>100 pasos por segundo</translation>
    </message>
    <message>
        <source>Set the speed to 100 steps a second</source>
        <translation>Poner la velocidad en 100 pasos por segundo</translation>
    </message>
    <message>
        <source>1,000 steps a second</source>
        <translation>1000 pasos por segundo</translation>
    </message>
    <message>
        <source>Set the speed to 1,000 steps a second</source>
        <translation>Poner la velocidad en 1000 pasos por segundo</translation>
    </message>
    <message>
        <source>Full speed</source>
        <translation>Máxima velocidad</translation>
    </message>
    <message>
        <source>Run as fast as the computer can, drawing the newest state</source>
        <translation>Ejecutar tan rápido como pueda el ordenador, mostrando el estado más reciente</translation>
    </message>
    <message>
        <source>Spee&amp;d presets</source>
        <translation>&amp;Velocidades</translation>
    </message>
    <message>
        <source>&amp;Undo the search change</source>
        <translation>&amp;Deshacer el cambio de búsqueda</translation>
    </message>
    <message>
        <source>Bring back the search that a change of options, a reset or continuing from the board replaced, at its step</source>
        <translation>Recuperar, en su paso, la búsqueda que reemplazó un cambio de opciones, un reinicio o continuar desde el tablero</translation>
    </message>
    <message>
        <source>&amp;Redo the search change</source>
        <translation>&amp;Rehacer el cambio de búsqueda</translation>
    </message>
    <message>
        <source>Go back to the search that Undo replaced</source>
        <translation>Volver a la búsqueda que Deshacer reemplazó</translation>
    </message>
    <message>
        <source>Ed&amp;it</source>
        <translation>E&amp;ditar</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>P&amp;rimeros pasos</translation>
    </message>
    <message>
        <source>What the program does and the keys for it, in three pictures</source>
        <translation>Qué hace el programa y sus teclas, en tres imágenes</translation>
    </message>
    <message>
        <source>&amp;What&apos;s this?</source>
        <translation>¿&amp;Qué es esto?</translation>
    </message>
    <message>
        <source>Click a panel or a control to learn what it shows</source>
        <translation>Hacer clic en un panel o un control para saber qué muestra</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ampliar el te&amp;xto</translation>
    </message>
    <message>
        <source>Make the narration, the code, the panels&apos; texts and the board&apos;s labels larger</source>
        <translation>Agrandar la narración, el código, los textos de los paneles y las etiquetas del tablero</translation>
    </message>
    <message>
        <source>Zoom o&amp;ut</source>
        <translation>&amp;Reducir el texto</translation>
    </message>
    <message>
        <source>Make the narration, the code, the panels&apos; texts and the board&apos;s labels smaller</source>
        <translation>Achicar la narración, el código, los textos de los paneles y las etiquetas del tablero</translation>
    </message>
    <message>
        <source>Normal text si&amp;ze</source>
        <translation>Tamaño normal del texto (&amp;Z)</translation>
    </message>
    <message>
        <source>Show the texts at their normal size again</source>
        <translation>Volver a mostrar los textos en su tamaño normal</translation>
    </message>
    <message>
        <source>A panel beside the board &amp;while presenting</source>
        <translation>Un panel junto al tablero al presentar (&amp;W)</translation>
    </message>
    <message>
        <source>In presentation mode, show the chosen panel (the pseudocode, the call stack or the search tree) beside the board, following each step</source>
        <translation>En el modo presentación, mostrar el panel elegido (el pseudocódigo, la pila de llamadas o el árbol de búsqueda) junto al tablero, siguiendo cada paso</translation>
    </message>
    <message>
        <source>Ps&amp;eudocode</source>
        <translation>Pseu&amp;docódigo</translation>
    </message>
    <message>
        <source>Present the pseudocode beside the board</source>
        <translation>Presentar el pseudocódigo junto al tablero</translation>
    </message>
    <message>
        <source>&amp;Call stack</source>
        <translation>P&amp;ila de llamadas</translation>
    </message>
    <message>
        <source>Present the call stack beside the board</source>
        <translation>Presentar la pila de llamadas junto al tablero</translation>
    </message>
    <message>
        <source>Search t&amp;ree</source>
        <translation>Árb&amp;ol de búsqueda</translation>
    </message>
    <message>
        <source>Present the search tree beside the board</source>
        <translation>Presentar el árbol de búsqueda junto al tablero</translation>
    </message>
    <message>
        <source>&amp;Next panel</source>
        <translation>Pa&amp;nel siguiente</translation>
    </message>
    <message>
        <source>Present the next panel beside the board: pseudocode, call stack, search tree</source>
        <translation>Presentar el panel siguiente junto al tablero: pseudocódigo, pila de llamadas, árbol de búsqueda</translation>
    </message>
    <message>
        <source>Pa&amp;nel while presenting</source>
        <translation>&amp;Qué panel presentar</translation>
    </message>
    <message>
        <source>Jump to any step: back, or ahead, where the search runs on to it (or click the timeline under the board)</source>
        <translation>Saltar a cualquier paso: atrás, o adelante, hasta donde sigue la búsqueda (o haz clic en la línea de tiempo bajo el tablero)</translation>
    </message>
    <message>
        <source>Show the solution with a given number, running the search on to it when it has not been found yet</source>
        <translation>Mostrar la solución con un número dado; si aún no se ha encontrado, la búsqueda sigue hasta ella</translation>
    </message>
    <message>
        <source>%1 waits while you try it yourself: Esc goes back to the search</source>
        <translation>%1 espera mientras lo pruebas tú mismo: Esc vuelve a la búsqueda</translation>
    </message>
    <message>
        <source>%1: a count or a listing takes no steps</source>
        <translation>%1: un conteo o un listado no da pasos</translation>
    </message>
    <message>
        <source>%1: the search has ended; Home starts it again</source>
        <translation>%1: la búsqueda ha terminado; Inicio la vuelve a empezar</translation>
    </message>
    <message>
        <source>%1: the search is at its start</source>
        <translation>%1: la búsqueda está en su inicio</translation>
    </message>
    <message>
        <source>%1 cannot be used now</source>
        <translation>%1 no se puede usar ahora</translation>
    </message>
    <message>
        <source>&amp;Undo: back to %1</source>
        <translation>&amp;Deshacer: volver a %1</translation>
    </message>
    <message>
        <source>&amp;Redo: forward to %1</source>
        <translation>&amp;Rehacer: avanzar a %1</translation>
    </message>
    <message>
        <source>Normal text si&amp;ze (now %1%)</source>
        <translation>Tamaño normal del texto (ahora %1 %) (&amp;Z)</translation>
    </message>
    <message>
        <source>Simple &amp;view</source>
        <translation>Vista simpli&amp;ficada</translation>
    </message>
    <message>
        <source>Show only what a first lesson needs: the board, the run&apos;s controls and the pseudocode, and the everyday menu entries (every key still works); off, every panel and menu entry</source>
        <translation>Mostrar solo lo que necesita una primera clase: el tablero, los controles de la ejecución y el pseudocódigo, y las entradas de menú de todos los días (todas las teclas siguen funcionando); desactivada, todos los paneles y entradas de menú</translation>
    </message>
    <message>
        <source>%1: Esc leaves presentation mode first</source>
        <translation>%1: Esc sale primero del modo presentación</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>Pause when a queen is placed in row:</source>
        <translation>Pausar cuando se coloque una reina en la fila:</translation>
    </message>
    <message>
        <source>Pause when a queen is placed in column:</source>
        <translation>Pausar cuando se coloque una reina en la columna:</translation>
    </message>
    <message>
        <source>Run until a level is reached</source>
        <translation>Ejecutar hasta llegar a un nivel</translation>
    </message>
    <message>
        <source>Set a breakpoint on row %1, column %2</source>
        <translation>Poner un punto de interrupción en la fila %1, columna %2</translation>
    </message>
    <message>
        <source>Remove the breakpoint on row %1, column %2</source>
        <translation>Quitar el punto de interrupción de la fila %1, columna %2</translation>
    </message>
    <message>
        <source>Breakpoint set: playing pauses when the search reaches row %1, column %2</source>
        <translation>Punto de interrupción puesto: la reproducción se pausa cuando la búsqueda llega a la fila %1, columna %2</translation>
    </message>
    <message>
        <source>Breakpoint removed</source>
        <translation>Punto de interrupción quitado</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Restablecer valores predeterminados</translation>
    </message>
    <message>
        <source>Forget every setting (board size, speed, options, overlays, theme, language and the window layout) and go back to the defaults?</source>
        <translation>¿Olvidar todos los ajustes (tamaño del tablero, velocidad, opciones, marcas, tema, idioma y disposición de la ventana) y volver a los valores predeterminados?</translation>
    </message>
    <message>
        <source>About N-Queens Visualizer</source>
        <translation>Acerca del Visualizador de N reinas</translation>
    </message>
    <message>
        <source>&lt;h3&gt;N-Queens Visualizer %1&lt;/h3&gt;&lt;p&gt;Shows step by step how backtracking solves the N-Queens puzzle.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Visualizador de N reinas %1&lt;/h3&gt;&lt;p&gt;Muestra paso a paso cómo la vuelta atrás resuelve el problema de las N reinas.&lt;/p&gt;&lt;p&gt;Software libre bajo la Licencia Pública General de GNU, versión 3 o posterior.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Go to step</source>
        <translation>Ir al paso</translation>
    </message>
    <message>
        <source>Step, from 0 to %L1 (where the search ended):</source>
        <translation>Paso, de 0 a %L1 (donde terminó la búsqueda):</translation>
    </message>
    <message>
        <source>Step, from 0 to %L1 (the furthest step run so far):</source>
        <translation type="vanished">Paso, de 0 a %L1 (el paso más lejano dado hasta ahora):</translation>
    </message>
    <message>
        <source>Step, from 0 to %L1 (run so far: %L2; the search runs on to a later one):</source>
        <translation>Paso, de 0 a %L1 (ejecutado hasta ahora: %L2; hasta uno posterior, la búsqueda sigue):</translation>
    </message>
    <message>
        <source>Step, from 0 to %L1 (where the trace ends):</source>
        <translation>Paso, de 0 a %L1 (donde termina la traza):</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Boards on the worksheet: %1</source>
        <translation>Tableros en la hoja de ejercicios: %1</translation>
    </message>
    <message>
        <source>Export worksheet</source>
        <translation>Exportar hoja de ejercicios</translation>
    </message>
    <message>
        <source>Why the worksheet cannot be saved</source>
        <translation>Por qué no se puede guardar la hoja de ejercicios</translation>
    </message>
    <message>
        <source>Save the worksheet</source>
        <translation>Guardar la hoja de ejercicios</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Hoja</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <source>Teacher&apos;s sheet: boards and narration</source>
        <translation>Versión del docente: tableros y narración</translation>
    </message>
    <message>
        <source>Students&apos; sheet with questions, and an answer key</source>
        <translation>Versión del alumnado con preguntas, y un solucionario</translation>
    </message>
    <message>
        <source>&amp;Version:</source>
        <translation>&amp;Versión:</translation>
    </message>
    <message>
        <source>Students&apos; boards show the &amp;queens placed before each step</source>
        <translation>Los tableros del alumnado muestran las re&amp;inas colocadas antes de cada paso</translation>
    </message>
    <message>
        <source>Students&apos; boards show the queens placed before each step</source>
        <translation>Los tableros del alumnado muestran las reinas colocadas antes de cada paso</translation>
    </message>
    <message>
        <source>Page size</source>
        <translation>Tamaño de página</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Page si&amp;ze:</source>
        <translation>Tamaño de &amp;página:</translation>
    </message>
    <message>
        <source>-answers</source>
        <translation>-solucionario</translation>
    </message>
    <message>
        <source>Saving the worksheet…</source>
        <translation>Guardando la hoja de ejercicios…</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save the students&apos; worksheet</source>
        <translation>Guardar la hoja de ejercicios del alumnado</translation>
    </message>
    <message>
        <source>Save worksheet</source>
        <translation>Guardar hoja de ejercicios</translation>
    </message>
    <message>
        <source>worksheet-students.pdf</source>
        <translation>hoja-ejercicios-alumnado.pdf</translation>
    </message>
    <message>
        <source>worksheet.pdf</source>
        <translation>hoja-ejercicios.pdf</translation>
    </message>
    <message>
        <source>Save the answer key</source>
        <translation>Guardar el solucionario</translation>
    </message>
    <message>
        <source>Board colours</source>
        <translation>Colores de los tableros</translation>
    </message>
    <message>
        <source>Grey, for printing</source>
        <translation>Gris, para imprimir</translation>
    </message>
    <message>
        <source>As on the screen (%1)</source>
        <translation>Como en la pantalla (%1)</translation>
    </message>
    <message>
        <source>Board &amp;colours:</source>
        <translation>Colores de los &amp;tableros:</translation>
    </message>
</context>
<context>
    <name>WorksheetExport</name>
    <message>
        <source>Cannot write %1</source>
        <translation>No se puede escribir %1</translation>
    </message>
    <message>
        <source>The old file is kept.</source>
        <translation>Se conserva el archivo anterior.</translation>
    </message>
    <message>
        <source>Steps %1 to %2</source>
        <translation>Pasos %1 a %2</translation>
    </message>
    <message>
        <source>The path to solution %1</source>
        <translation>El camino hasta la solución %1</translation>
    </message>
    <message>
        <source>Bookmarked steps</source>
        <translation>Pasos con marcador</translation>
    </message>
    <message>
        <source>Worksheet not saved: the files are as they were</source>
        <translation>Hoja de ejercicios no guardada: los archivos no han cambiado</translation>
    </message>
    <message>
        <source>The students&apos; sheet was saved to %1, but not the answer key. %2</source>
        <translation>La versión del alumnado se ha guardado en %1, pero el solucionario no. %2</translation>
    </message>
    <message numerus="yes">
        <source>Worksheet for students saved to %1 (%Ln pages), answer key to %2</source>
        <translation>
            <numerusform>Versión del alumnado guardada en %1 (%Ln página), solucionario en %2</numerusform>
            <numerusform>Versión del alumnado guardada en %1 (%Ln páginas), solucionario en %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Worksheet saved to %1 (%Ln pages)</source>
        <translation>
            <numerusform>Hoja de ejercicios guardada en %1 (%Ln página)</numerusform>
            <numerusform>Hoja de ejercicios guardada en %1 (%Ln páginas)</numerusform>
        </translation>
    </message>
    <message>
        <source>A worksheet holds at most %1 boards</source>
        <translation>Una hoja de ejercicios admite como máximo %1 tableros</translation>
    </message>
    <message>
        <source>The answer key needs a file of its own</source>
        <translation>El solucionario necesita un archivo propio</translation>
    </message>
</context>
<context>
    <name>WorksheetWriter</name>
    <message>
        <source>N-Queens, N = %1, %2, %3</source>
        <translation>N reinas, N = %1, %2, %3</translation>
    </message>
    <message>
        <source>row by row</source>
        <translation>fila a fila</translation>
    </message>
    <message>
        <source>column by column</source>
        <translation>columna a columna</translation>
    </message>
    <message>
        <source>Worksheet: %1</source>
        <translation>Hoja de ejercicios: %1</translation>
    </message>
    <message>
        <source>Worksheet for students: %1</source>
        <translation>Hoja de ejercicios del alumnado: %1</translation>
    </message>
    <message>
        <source>Answer key: %1</source>
        <translation>Solucionario: %1</translation>
    </message>
    <message>
        <source>Where does the search start?</source>
        <translation>¿Dónde empieza la búsqueda?</translation>
    </message>
    <message>
        <source>Which square is tried next?</source>
        <translation>¿Qué casilla se prueba ahora?</translation>
    </message>
    <message>
        <source>Row %1, column %2 is tried. Which queen attacks it, and along which line?</source>
        <translation>Se prueba la fila %1, columna %2. ¿Qué reina la ataca y a lo largo de qué línea?</translation>
    </message>
    <message>
        <source>Where does the next queen go?</source>
        <translation>¿Dónde va la siguiente reina?</translation>
    </message>
    <message>
        <source>What has the search found now?</source>
        <translation>¿Qué ha encontrado ahora la búsqueda?</translation>
    </message>
    <message>
        <source>Which queen is lifted next, and why?</source>
        <translation>¿Qué reina se retira ahora y por qué?</translation>
    </message>
    <message>
        <source>Row %1 has no column left to try. What does the search do now?</source>
        <translation>A la fila %1 no le quedan columnas por probar. ¿Qué hace ahora la búsqueda?</translation>
    </message>
    <message>
        <source>Column %1 has no row left to try. What does the search do now?</source>
        <translation>A la columna %1 no le quedan filas por probar. ¿Qué hace ahora la búsqueda?</translation>
    </message>
    <message>
        <source>What happens next?</source>
        <translation>¿Qué pasa ahora?</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Respuesta: %1</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>Nombre: %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Paso %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Nota: %1</translation>
    </message>
    <message>
        <source>N-Queens, N = %1, the search of your program %2</source>
        <translation>N reinas, N = %1, la búsqueda de tu programa %2</translation>
    </message>
</context>
</TS>
