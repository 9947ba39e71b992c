<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AnimationDialog</name>
    <message>
        <source>Frames in the animation: %1, playing %2 s</source>
        <translation>动画帧数：%1，播放 %2 秒</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Why the animation cannot be saved</source>
        <translation>动画无法保存的原因</translation>
    </message>
    <message>
        <source>Save the animation</source>
        <translation>保存动画</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>动画</translation>
    </message>
    <message>
        <source>Board size in pixels</source>
        <translation>棋盘大小（像素）</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>Board si&amp;ze:</source>
        <translation>棋盘大小(&amp;Z)：</translation>
    </message>
    <message>
        <source>Time per frame in milliseconds</source>
        <translation>每帧时长（毫秒）</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Time per fr&amp;ame:</source>
        <translation>每帧时长(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Narration under the board</source>
        <translation>棋盘下方显示解说(&amp;N)</translation>
    </message>
    <message>
        <source>Narration under the board</source>
        <translation>棋盘下方显示解说</translation>
    </message>
    <message>
        <source>Play in a &amp;loop</source>
        <translation>循环播放(&amp;L)</translation>
    </message>
    <message>
        <source>Play in a loop</source>
        <translation>循环播放</translation>
    </message>
    <message>
        <source>Saving the animation…</source>
        <translation>正在保存动画…</translation>
    </message>
    <message>
        <source>Save animation</source>
        <translation>保存动画</translation>
    </message>
    <message>
        <source>animation.gif</source>
        <translation>动画.gif</translation>
    </message>
    <message>
        <source>GIF animation (*.gif)</source>
        <translation>GIF 动画 (*.gif)</translation>
    </message>
</context>
<context>
    <name>AnimationExport</name>
    <message>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>The old file is kept.</source>
        <translation>旧文件保持不变。</translation>
    </message>
    <message>
        <source>Animation not saved: %1 is as it was</source>
        <translation>动画未保存：%1 保持不变</translation>
    </message>
    <message>
        <source>Animation not saved</source>
        <translation>动画未保存</translation>
    </message>
    <message>
        <source>An animation holds at most %1 frames</source>
        <translation>一个动画最多 %1 帧</translation>
    </message>
    <message numerus="yes">
        <source>Animation saved to %1: %Ln frames, %2</source>
        <translation>
            <numerusform>动画已保存到 %1：%Ln 帧，%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnimationWriter</name>
    <message>
        <source>Step %1 · %2</source>
        <translation>第 %1 步 · %2</translation>
    </message>
    <message>
        <source>There are no frames to write</source>
        <translation>没有可写入的帧</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>%1 is not a regular file</source>
        <translation>%1 不是普通文件</translation>
    </message>
    <message>
        <source>%1 is too large to be a settings file (%2 bytes)</source>
        <translation>%1 太大，不可能是设置文件（%2 字节）</translation>
    </message>
    <message>
        <source>Settings not read: %1; using the defaults</source>
        <translation>未读取设置：%1；使用默认值</translation>
    </message>
    <message>
        <source>Settings not saved: %1</source>
        <translation>设置未保存：%1</translation>
    </message>
    <message>
        <source>Cannot save the settings to %1</source>
        <translation>无法将设置保存到 %1</translation>
    </message>
    <message>
        <source>no temporary copy could be made</source>
        <translation>无法创建临时副本</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
</context>
<context>
    <name>BoardArea</name>
    <message>
        <source>What the last step did</source>
        <translation>上一步做了什么</translation>
    </message>
    <message>
        <source>The placement as the array cols</source>
        <translation>以数组 cols 表示的摆放</translation>
    </message>
    <message>
        <source>Bookmarked step</source>
        <translation>加了书签的步</translation>
    </message>
    <message>
        <source>Bookmark: %1</source>
        <translation>书签：%1</translation>
    </message>
    <message>
        <source>Steps %1 · placements %2 · backtracks %3 · solutions %4</source>
        <translation>步数 %1 · 放置 %2 · 回溯 %3 · 解 %4</translation>
    </message>
    <message>
        <source>The board at the step the panels show. The queen just placed, the square being tried and the line of the queen that attacks it are marked (View ▸ Overlays adds the attacked squares and how many queens attack each one). Right-click a square to set a breakpoint there.</source>
        <translation>各面板所显示那一步的棋盘。刚放下的皇后、正在尝试的格，以及攻击该格的皇后的连线都会标出（视图 ▸ 叠加显示还会标出被攻击的格，以及每一格被多少个皇后攻击）。右键单击某一格可在那里设置断点。</translation>
    </message>
    <message>
        <source>What the last step did and why, in one sentence.</source>
        <translation>用一句话说明上一步做了什么、为什么这样做。</translation>
    </message>
    <message>
        <source>The queens as the program keeps them: the array cols, where cols[r] is the column of the queen in row r, and ? a row not filled yet. The numbers under it are the indices r.</source>
        <translation type="vanished">程序保存皇后的方式：数组 cols，其中 cols[r] 是第 r 行皇后所在的列，? 表示还没有填的行。下方的数字是下标 r。</translation>
    </message>
    <message>
        <source>The steps the search has run so far, with the solutions and bookmarks marked. Click or drag to go back to any of them; the arrow keys move it when it has the focus.</source>
        <translation>搜索到目前为止走过的各步，解和书签都有标记。点击或拖动可回到其中任意一步；时间轴获得焦点时，可用方向键移动。</translation>
    </message>
    <message>
        <source>The queens as the program keeps them: the array cols, where cols[r] is the column of the queen in row r (in column order rows[c], the row of the queen in column c). A box with %1 is a row not filled yet; one like %2 is the row being filled, with the column being tried. The indices r stand above the boxes.</source>
        <translation>程序保存皇后的方式：数组 cols，其中 cols[r] 是第 r 行皇后所在的列（按列顺序时为 rows[c]，即第 c 列皇后所在的行）。显示 %1 的格子是尚未填写的行；像 %2 这样的格子是正在填写的行，带有正在尝试的列。索引 r 位于格子上方。</translation>
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
        <translation>N 皇后棋盘</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Choose a file name ending in .png or .svg</source>
        <translation>请选择以 .png 或 .svg 结尾的文件名</translation>
    </message>
    <message>
        <source>Export board</source>
        <translation>导出棋盘</translation>
    </message>
    <message>
        <source>board.png</source>
        <translation>棋盘.png</translation>
    </message>
    <message>
        <source>PNG picture (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 图片 (*.png);;SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Board saved to %1</source>
        <translation>棋盘已保存到 %1</translation>
    </message>
    <message>
        <source>Board copied as text and as a picture</source>
        <translation>棋盘已作为文本和图片复制</translation>
    </message>
    <message>
        <source>the picture could not be encoded</source>
        <translation>无法编码图片</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <source>High contrast (projectors)</source>
        <translation>高对比度（投影仪）</translation>
    </message>
    <message>
        <source>Colour-blind safe</source>
        <translation>色盲友好</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>经典</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Paused at step %1</source>
        <translation>在第 %1 步暂停</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>row %1 column %2</source>
        <translation>第 %1 行第 %2 列</translation>
    </message>
    <message>
        <source>%1 by %1 board.</source>
        <translation>%1 × %1 棋盘。</translation>
    </message>
    <message>
        <source>No queens.</source>
        <translation>没有皇后。</translation>
    </message>
    <message>
        <source>Queens at %1.</source>
        <translation>皇后位于 %1。</translation>
    </message>
    <message>
        <source>This is a solution.</source>
        <translation>这是一个解。</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <source>along its column</source>
        <translation>沿其所在列</translation>
    </message>
    <message>
        <source>along its row</source>
        <translation>沿其所在行</translation>
    </message>
    <message>
        <source>along a diagonal</source>
        <translation>沿对角线</translation>
    </message>
    <message>
        <source>along an anti-diagonal</source>
        <translation>沿反对角线</translation>
    </message>
    <message>
        <source>candidate, attacked by the queen in row %1, column %2 %3</source>
        <translation>候选格，受到第 %1 行第 %2 列皇后的攻击，%3</translation>
    </message>
    <message>
        <source>queen, just placed</source>
        <translation>皇后，刚刚放置</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>皇后</translation>
    </message>
    <message>
        <source>candidate, being tried</source>
        <translation>候选格，正在尝试</translation>
    </message>
    <message>
        <source>empty, its queen just lifted</source>
        <translation>空格，其皇后刚被移走</translation>
    </message>
    <message>
        <source>empty, the hint</source>
        <translation>空格，提示</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>BookmarksPanel</name>
    <message>
        <source>Step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Bookmarked steps</source>
        <translation>加了书签的步</translation>
    </message>
    <message>
        <source>&amp;Jump to</source>
        <translation>转到(&amp;J)</translation>
    </message>
    <message>
        <source>Edit &amp;note…</source>
        <translation>编辑备注(&amp;N)…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>移除(&amp;M)</translation>
    </message>
    <message>
        <source>scan</source>
        <translation>扫描</translation>
    </message>
    <message>
        <source>arrays</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>first solution</source>
        <translation>第一个解</translation>
    </message>
    <message>
        <source>all solutions</source>
        <translation>全部解</translation>
    </message>
    <message>
        <source>Bookmark a step to discuss in class with Ctrl+D; Ctrl+Page Down and Ctrl+Page Up (or a clicker&apos;s &quot;.&quot; and &quot;,&quot; keys) go through the bookmarks.</source>
        <translation>按 Ctrl+D 给要在课上讨论的一步加书签；用 Ctrl+Page Down 和 Ctrl+Page Up（或翻页笔的“.”和“,”键）在书签之间切换。</translation>
    </message>
    <message>
        <source>row by row</source>
        <translation>逐行</translation>
    </message>
    <message>
        <source>column by column</source>
        <translation>逐列</translation>
    </message>
    <message>
        <source>bitmasks</source>
        <translation>位掩码</translation>
    </message>
    <message numerus="yes">
        <source>%n queens, %1, %2, %3</source>
        <translation>
            <numerusform>%n 个皇后，%1，%2，%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, from %n given queens</source>
        <translation>
            <numerusform>%1，从给定的 %n 个皇后开始</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>your program&apos;s trace, %n queens</source>
        <translation>
            <numerusform>你的程序的跟踪，%n 个皇后</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CallStackView</name>
    <message>
        <source>Call stack</source>
        <translation>调用栈</translation>
    </message>
    <message>
        <source>none left</source>
        <translation>已无可选</translation>
    </message>
    <message>
        <source>columns left: %1</source>
        <translation>剩余列：%1</translation>
    </message>
    <message>
        <source>rows left: %1</source>
        <translation>剩余行：%1</translation>
    </message>
    <message>
        <source>queen in column %1</source>
        <translation>皇后在第 %1 列</translation>
    </message>
    <message>
        <source>queen in row %1</source>
        <translation>皇后在第 %1 行</translation>
    </message>
    <message>
        <source> (yours)</source>
        <translation>（你的）</translation>
    </message>
    <message>
        <source>trying column %1</source>
        <translation>正在尝试第 %1 列</translation>
    </message>
    <message>
        <source>trying row %1</source>
        <translation>正在尝试第 %1 行</translation>
    </message>
    <message>
        <source>choosing the next square</source>
        <translation>正在选择下一格</translation>
    </message>
    <message>
        <source>report solution %1</source>
        <translation>输出解 %1</translation>
    </message>
    <message>
        <source>(empty: the search has not started or has ended)</source>
        <translation>（空：搜索尚未开始或已经结束）</translation>
    </message>
</context>
<context>
    <name>CheckComparisonPanel</name>
    <message>
        <source>not computed</source>
        <translation>尚未计算</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1，%2：%3</translation>
    </message>
    <message>
        <source>row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>column</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Scan earlier queens</source>
        <translation>扫描已放置的皇后</translation>
    </message>
    <message>
        <source>Occupancy arrays</source>
        <translation>占用数组</translation>
    </message>
    <message>
        <source>Bitmasks</source>
        <translation>位掩码</translation>
    </message>
    <message>
        <source>One check compares the candidate with one earlier queen: same %1, or |Δrow| = |Δcol|. A candidate costs up to one check per queen already placed.</source>
        <translation>一次检查把候选格与一个已放置的皇后比较：是否同一%1，或 |Δrow| = |Δcol|。一个候选格最多需要检查的次数等于已放置的皇后数。</translation>
    </message>
    <message>
        <source>One check looks up the candidate&apos;s three lines (its %1 and both diagonals) in occupancy arrays: one check per candidate tried, however many queens stand on the board.</source>
        <translation>一次检查在占用数组中查看候选格所在的三条线（它的%1和两条对角线）：每个尝试的候选格只需一次检查，与棋盘上有多少皇后无关。</translation>
    </message>
    <message>
        <source>One check computes cols | ld | rd once per %1 entered: it gives every safe square at once, so no attacked square is ever tried (0 tries).</source>
        <translation>每进入一%1，就计算一次 cols | ld | rd，算一次检查：它一次给出所有安全格，因此从不尝试被攻击的格（0 次尝试）。</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>all solutions</source>
        <translation>全部解</translation>
    </message>
    <message>
        <source>first solution</source>
        <translation>第一个解</translation>
    </message>
    <message>
        <source>row by row</source>
        <translation>逐行</translation>
    </message>
    <message>
        <source>column by column</source>
        <translation>逐列</translation>
    </message>
    <message>
        <source>Cost of the safety check: %1 queens, %2, %3</source>
        <translation>安全检查的开销：%1 个皇后，%2，%3</translation>
    </message>
    <message>
        <source>Cost of the safety check</source>
        <translation>安全检查的开销</translation>
    </message>
    <message>
        <source>Same search, same solutions: only the cost of asking “is this square safe?” differs.</source>
        <translation>同样的搜索，同样的解：只有“这一格安全吗？”这个问题的代价不同。</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查次数</translation>
    </message>
    <message>
        <source>Tries</source>
        <translation>尝试次数</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Checks per
placement</source>
        <translation>每次放置的
检查次数</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Safety checks done: what one check is differs per method (see the row&apos;s tooltip)</source>
        <translation>已做的安全检查：一次检查的含义因方法而异（见该行的提示）</translation>
    </message>
    <message>
        <source>Candidate squares tried; the bitmask check never tries an attacked square</source>
        <translation>尝试过的候选格；位掩码检查从不尝试被攻击的格</translation>
    </message>
    <message>
        <source>Events of the search: each try, conflict, placement, solution, removal and backtrack is one step</source>
        <translation>搜索中的事件：每次尝试、冲突、放置、找到解、移除和回溯都算一步</translation>
    </message>
    <message>
        <source>Checks divided by queens placed: the price of each queen that stays on the board for a while</source>
        <translation>检查次数除以放置的皇后数：每个在棋盘上停留过的皇后所花的代价</translation>
    </message>
    <message>
        <source>The bar is the method&apos;s checks as a share of the most; the number is how many times the cheapest method&apos;s checks it needs</source>
        <translation>条形表示该方法的检查次数占最多者的比例；数字表示它所需的检查次数是最省方法的多少倍</translation>
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
        <translation>在 %1 步后停止，恰在第 %2 次放置之后：完整的搜索需要更多步。</translation>
    </message>
    <message>
        <source>Choose a board to compare the checks.</source>
        <translation>选择一个棋盘来比较各种检查方法。</translation>
    </message>
    <message>
        <source>Computing in the background… %1: %2 steps so far</source>
        <translation>正在后台计算……%1：目前 %2 步</translation>
    </message>
    <message>
        <source>Computing in the background…</source>
        <translation>正在后台计算……</translation>
    </message>
    <message>
        <source>Done. Every method made the same %1 placements and found no solution.</source>
        <translation>完成。每种方法都做了相同的 %1 次放置，都没有找到解。</translation>
    </message>
    <message numerus="yes">
        <source>Done. Every method found the same first solution after the same %1 placements.</source>
        <translation>
            <numerusform>完成。每种方法都在相同的 %1 次放置后找到了同一个第一个解。</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt; %1 ms</source>
        <translation>&lt; %1 毫秒</translation>
    </message>
    <message>
        <source>Checks compared
with the cheapest</source>
        <translation>检查次数
与最省者相比</translation>
    </message>
    <message>
        <source>Wall time of this method alone, measured in the background (it varies with what else the computer does). It includes the step-by-step bookkeeping all three share, so times differ less than checks.</source>
        <translation>仅此方法的实际耗时，在后台测量（随计算机上的其他任务而变化）。其中包括三种方法共有的逐步记录开销，因此耗时的差别小于检查次数的差别。</translation>
    </message>
    <message>
        <source>One check: scan = one earlier queen compared · arrays = one square looked up · bitmasks = one %1 entered.
Times include the bookkeeping of the step-by-step search, the same for all three, so they differ less than the checks.</source>
        <translation>一次检查：扫描 = 与一个已放置的皇后比较 · 数组 = 查询一个格子 · 位掩码 = 进入一个%1。
耗时包含逐步搜索的记录开销，三种方法相同，因此差别小于检查次数。</translation>
    </message>
    <message>
        <source>Stopped at the budget: scanning used its %1, so every method stopped right after the same first %2 placements.</source>
        <translation>已达上限：扫描用完了它的%1，因此每种方法都在相同的前 %2 次放置之后停止。</translation>
    </message>
    <message>
        <source>Stopped at the budget: every method stopped right after the same first %1 placements (the limit).</source>
        <translation>已达上限：每种方法都在相同的前 %1 次放置之后停止（上限）。</translation>
    </message>
    <message numerus="yes">
        <source>%1 Counts marked + cover only that part of the search (%2 solutions so far); the whole search needs more.</source>
        <translation>
            <numerusform>%1 标有 + 的数字只涵盖这部分搜索（目前 %2 个解）；完整搜索需要更多。</numerusform>
        </translation>
    </message>
    <message>
        <source>The whole search: steps %1, placements %2, solutions %3.</source>
        <translation>完整搜索：%1 步，%2 次放置，%3 个解。</translation>
    </message>
    <message numerus="yes">
        <source>Done. Every method found the same %1 solutions with the same number of placements: %2.</source>
        <translation>
            <numerusform>完成。每种方法都找到了相同的 %1 个解，放置次数也相同：%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>The three safety checks compared</source>
        <translation>三种安全检查的比较</translation>
    </message>
    <message>
        <source>0 (only safe squares)</source>
        <translation>0（只取安全的格）</translation>
    </message>
    <message>
        <source>The bitmask check never tries an attacked square: one expression, ~(cols | ld | rd), gives every safe square of the %1 at once, so there is nothing to try and reject.</source>
        <translation>位掩码检查从不尝试被攻击的格：一个表达式 ~(cols | ld | rd) 一次给出这一%1中所有安全的格，所以没有需要尝试和排除的格。</translation>
    </message>
    <message>
        <source>Scan</source>
        <comment>the scan check, short</comment>
        <translation>扫描</translation>
    </message>
    <message>
        <source>Arrays</source>
        <comment>the occupancy arrays, short</comment>
        <translation>数组</translation>
    </message>
    <message>
        <source>Bitmasks</source>
        <comment>the bitmask check, short</comment>
        <translation>位掩码</translation>
    </message>
</context>
<context>
    <name>ControlsPanel</name>
    <message>
        <source>Board si&amp;ze N:</source>
        <translation>棋盘大小(&amp;Z)：</translation>
    </message>
    <message>
        <source>Number of queens and size of the board (1 to 32). Changing it starts a fresh run.</source>
        <translation>皇后的个数，也是棋盘的大小（1 到 32）。修改它会重新开始运行。</translation>
    </message>
    <message>
        <source>&amp;Goal:</source>
        <translation>目标(&amp;G)：</translation>
    </message>
    <message>
        <source>Stop at the first solution</source>
        <translation>找到第一个解就停止</translation>
    </message>
    <message>
        <source>Find all solutions</source>
        <translation>找出所有解</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>顺序(&amp;O)：</translation>
    </message>
    <message>
        <source>Row by row</source>
        <translation>逐行</translation>
    </message>
    <message>
        <source>Column by column</source>
        <translation>逐列</translation>
    </message>
    <message>
        <source>Place one queen per row trying each column, or one per column trying each row</source>
        <translation>每行放一个皇后并逐列尝试，或每列放一个皇后并逐行尝试</translation>
    </message>
    <message>
        <source>Safety chec&amp;k:</source>
        <translation>安全检查(&amp;K)：</translation>
    </message>
    <message>
        <source>Scan earlier queens</source>
        <translation>扫描已放置的皇后</translation>
    </message>
    <message>
        <source>Occupancy arrays</source>
        <translation>占用数组</translation>
    </message>
    <message>
        <source>Bitmasks</source>
        <translation>位掩码</translation>
    </message>
    <message>
        <source>Scan: compare with every queen already placed. Arrays: look up the column and both diagonals in O(1). Bitmasks: compute all free squares of a level at once, so no attacked square is ever tried.</source>
        <translation>扫描：与每个已放置的皇后比较。数组：以 O(1) 查看所在列和两条对角线。位掩码：一次算出某一层的所有空闲格，因此从不尝试被攻击的格。</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>速度(&amp;D)：</translation>
    </message>
    <message>
        <source>From one step every 2 seconds to 100,000 steps a second, then full speed (keys + and -)</source>
        <translation>从每 2 秒一步到每秒 100,000 步，然后是全速（按键 + 和 -）</translation>
    </message>
    <message>
        <source>List all solutions, no animation</source>
        <translation>列出所有解，不播放动画</translation>
    </message>
    <message>
        <source>Only count the solutions (fastest)</source>
        <translation>只统计解的个数（最快）</translation>
    </message>
    <message>
        <source>Stop at the first solution, or go on until every solution is found; or, without animation and on all cores, list every solution with its symmetry class, or only count them</source>
        <translation>在第一个解处停止，或一直搜索到找出所有解；或者不播放动画、使用所有核心，列出每个解及其对称类，或只统计解的个数</translation>
    </message>
    <message>
        <source>Board size N</source>
        <translation>棋盘大小 N</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>顺序</translation>
    </message>
    <message>
        <source>Safety check</source>
        <translation>安全检查</translation>
    </message>
    <message>
        <source>Speed: %1</source>
        <translation>速度：%1</translation>
    </message>
</context>
<context>
    <name>CountStarter</name>
    <message>
        <source>Count N=%1</source>
        <translation>计数 N=%1</translation>
    </message>
    <message>
        <source>A count of N=%1 was interrupted at %2%. Continue it, or count from the beginning?</source>
        <translation>N=%1 的计数在 %2% 时被中断。继续计数，还是从头开始？</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>继续(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Start over</source>
        <translation>从头开始(&amp;S)</translation>
    </message>
    <message>
        <source>Continuing the count of N=%1 from %2%</source>
        <translation>从 %2% 处继续 N=%1 的计数</translation>
    </message>
    <message>
        <source>Counting N=%1 from the beginning</source>
        <translation>从头开始计数 N=%1</translation>
    </message>
    <message>
        <source>The count&apos;s progress could not be kept for a later start: %1</source>
        <translation>无法保存计数进度以便稍后继续：%1</translation>
    </message>
</context>
<context>
    <name>CountersPanel</name>
    <message>
        <source>Steps:</source>
        <translation>步数：</translation>
    </message>
    <message>
        <source>Tries:</source>
        <translation>尝试：</translation>
    </message>
    <message>
        <source>Checks:</source>
        <translation>检查：</translation>
    </message>
    <message>
        <source>Placements:</source>
        <translation>放置：</translation>
    </message>
    <message>
        <source>Removals:</source>
        <translation>移除：</translation>
    </message>
    <message>
        <source>Backtracks:</source>
        <translation>回溯：</translation>
    </message>
    <message>
        <source>Solutions:</source>
        <translation>解：</translation>
    </message>
    <message>
        <source>Elapsed:</source>
        <translation>用时：</translation>
    </message>
    <message>
        <source>Events of the search so far: each try, conflict, placement, solution, removal and backtrack is one step</source>
        <translation>到目前为止的搜索事件：每次尝试、冲突、放置、找到解、移除和回溯都算一步</translation>
    </message>
    <message>
        <source>Squares considered as candidates (the bitmask check never tries an attacked square)</source>
        <translation>作为候选考虑过的格（位掩码检查从不尝试被攻击的格）</translation>
    </message>
    <message>
        <source>Safety checks done: scan counts one per earlier queen compared, arrays one per candidate, bitmasks one per level</source>
        <translation>已做的安全检查：扫描法每比较一个已放置的皇后计一次，数组法每个候选格计一次，位掩码法每层计一次</translation>
    </message>
    <message>
        <source>Queens put on the board</source>
        <translation>放到棋盘上的皇后数</translation>
    </message>
    <message>
        <source>Queens lifted again</source>
        <translation>又被拿走的皇后数</translation>
    </message>
    <message>
        <source>Levels left because no safe square remained</source>
        <translation>因没有剩余安全格而退出的层数</translation>
    </message>
    <message>
        <source>Solutions found so far</source>
        <translation>目前找到的解</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Time playing:</source>
        <translation>运行时间：</translation>
    </message>
    <message>
        <source>Time the count or listing has taken</source>
        <translation>统计或列出所用的时间</translation>
    </message>
    <message>
        <source>Time the search spent running (Play, Run until); single steps take none</source>
        <translation>搜索运行的时间（播放、运行到）；单步不计时</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 微秒</translation>
    </message>
    <message>
        <source>Not counted: listing and counting run without steps, on all cores</source>
        <translation>不计数：列出和计数不分步，在所有核心上运行</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>What will be saved</source>
        <translation>将要保存的内容</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>ExportFrames</name>
    <message>
        <source>Before the first step: the queens you placed</source>
        <translation>第一步之前：你放的皇后</translation>
    </message>
    <message>
        <source>Before the first step: the empty board</source>
        <translation>第一步之前：空棋盘</translation>
    </message>
    <message>
        <source>No steps were chosen</source>
        <translation>没有选择任何步</translation>
    </message>
    <message>
        <source>The search ends at step %1: there is no step %2</source>
        <translation>搜索在第 %1 步结束：没有第 %2 步</translation>
    </message>
    <message>
        <source>The search cannot continue from the queens on the board</source>
        <translation>搜索无法从棋盘上的皇后继续</translation>
    </message>
    <message>
        <source>The steps are not in order</source>
        <translation>这些步没有按顺序排列</translation>
    </message>
    <message>
        <source>The search has no solution number %1</source>
        <translation>这次搜索没有第 %1 个解</translation>
    </message>
    <message>
        <source>The trace has no solution number %1</source>
        <translation>跟踪记录中没有第 %1 个解</translation>
    </message>
    <message>
        <source>The trace ends at step %1: there is no step %2</source>
        <translation>跟踪记录在第 %1 步结束：没有第 %2 步</translation>
    </message>
</context>
<context>
    <name>ExportJob</name>
    <message>
        <source>Export cancelled: no file was written</source>
        <translation>已取消导出：未写入任何文件</translation>
    </message>
</context>
<context>
    <name>FileTexts</name>
    <message>
        <source>a folder</source>
        <translation>一个文件夹</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>一个 FIFO（命名管道）</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>一个设备</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>一个套接字</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>there is no space left on the disk</source>
        <translation>磁盘空间已满</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>磁盘配额已用完</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>没有权限</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>磁盘为只读</translation>
    </message>
    <message>
        <source>there is no such file or folder</source>
        <translation>没有这个文件或文件夹</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>路径的一部分不是文件夹</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>它是一个文件夹</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>名称太长</translation>
    </message>
    <message>
        <source>the disk reported an input/output error</source>
        <translation>磁盘报告了输入/输出错误</translation>
    </message>
    <message>
        <source>the file is too large for the disk</source>
        <translation>文件对磁盘来说太大</translation>
    </message>
    <message>
        <source>too many links in the path</source>
        <translation>路径中的链接太多</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>打开的文件太多</translation>
    </message>
    <message>
        <source>the file is in use</source>
        <translation>文件正在使用中</translation>
    </message>
    <message>
        <source>no file name was given</source>
        <translation>没有给出文件名</translation>
    </message>
    <message>
        <source>it is %1</source>
        <translation>它是%1</translation>
    </message>
    <message>
        <source>it is a link to a file that does not exist</source>
        <translation>它是指向不存在文件的链接</translation>
    </message>
    <message>
        <source>it is a link to %1</source>
        <translation>它是指向%1的链接</translation>
    </message>
    <message>
        <source>it has become a link since it was named; a link found there later is not followed, and the link and what it points to are left as they are</source>
        <translation>自命名以来它已变成一个链接；之后出现的链接不会被跟随，链接及其指向的内容保持不变</translation>
    </message>
    <message>
        <source>it is write-protected</source>
        <translation>它受写保护</translation>
    </message>
    <message>
        <source>it is larger than %1</source>
        <translation>它大于 %1</translation>
    </message>
    <message>
        <source>the folder %1 takes no new file</source>
        <translation>文件夹 %1 无法放入新文件</translation>
    </message>
    <message>
        <source>the folder %1 takes no new file: %2</source>
        <translation>文件夹 %1 无法放入新文件：%2</translation>
    </message>
    <message>
        <source>the file is not open</source>
        <translation>文件未打开</translation>
    </message>
</context>
<context>
    <name>GettingStarted</name>
    <message>
        <source>Getting started</source>
        <translation>入门</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Play or pause the search</source>
        <translation>播放或暂停搜索</translation>
    </message>
    <message>
        <source>Speed: 1, 10, 100, 1,000 steps a second, full speed</source>
        <translation>速度：每秒 1、10、100、1,000 步，全速</translation>
    </message>
    <message>
        <source>The program shows how backtracking puts N queens on an N×N board so that no two attack each other. It does three jobs.</source>
        <translation>本程序演示回溯法如何把 N 个皇后放到 N×N 的棋盘上，使任意两个皇后都不互相攻击。它有三种用法。</translation>
    </message>
    <message>
        <source>1. Watch the search</source>
        <translation>1. 观看搜索</translation>
    </message>
    <message>
        <source>A search of 8 queens: a tried square is refused, a line from the queen that attacks it</source>
        <translation>8 皇后的搜索：一个尝试过的格被拒绝，攻击它的皇后连出一条线</translation>
    </message>
    <message>
        <source>Press Play and the search tries square after square, row by row: a queen goes down where no queen attacks it, and when a row has no safe square the last queen is taken back (a backtrack). The narration above the board says why each step happened; the panels show the same step as code, call stack and search tree. Click or drag the timeline under the board to go back to any step.</source>
        <translation>按“播放”，搜索就逐行、一格接一格地尝试：在没有皇后攻击的格放下皇后；某一行没有安全格时，就拿走最后一个皇后（即回溯）。棋盘上方的解说说明每一步为什么发生；各面板以代码、调用栈和搜索树显示同一步。点击或拖动棋盘下方的时间轴，可回到任意一步。</translation>
    </message>
    <message>
        <source>2. Step by hand</source>
        <translation type="vanished">2. 动手一步步放</translation>
    </message>
    <message>
        <source>A board of 6 in Try it yourself: two queens in one column, joined by a line</source>
        <translation>“自己试试”中的 6×6 棋盘：同一列上的两个皇后，用一条线连起来</translation>
    </message>
    <message>
        <source>In Try it yourself you place the queens: click a square, or move with the arrow keys and press Enter. Queens that attack each other are joined by a line, and the panel says why a square is unsafe. Hint shows the square the algorithm would choose next; Esc goes back to the search.</source>
        <translation>在“自己试试”中由你来放皇后：点击一格，或用方向键移过去再按 Enter。互相攻击的皇后之间会连一条线，面板会说明某一格为什么不安全。“提示”显示算法下一步会选择的格；按 Esc 返回搜索。</translation>
    </message>
    <message>
        <source>3. Browse the solutions</source>
        <translation>3. 浏览解</translation>
    </message>
    <message>
        <source>The first solution of 8 queens</source>
        <translation>8 皇后的第一个解</translation>
    </message>
    <message>
        <source>Every solution the search finds goes into the Solutions list with its symmetry class. Choose the goal &quot;list&quot; to find all of them at once, on every core. Select a solution to see it on the board, print a handout of the ones you select or save them to a file.</source>
        <translation>搜索找到的每个解都会连同其对称类进入“解列表”。选择目标“列出所有解，不播放动画”，即可用所有核心一次找出全部解。选中一个解可在棋盘上查看；还可以打印所选解的讲义，或把它们保存到文件。</translation>
    </message>
    <message>
        <source>Help on every panel</source>
        <translation>各面板的帮助</translation>
    </message>
    <message>
        <source>What&apos;s this? Then click any panel to learn what it shows</source>
        <translation>这是什么？然后点击任意面板，了解它显示的内容</translation>
    </message>
    <message>
        <source>Using the window: every panel, the timeline, the search tree</source>
        <translation>使用窗口：每个面板、时间轴、搜索树</translation>
    </message>
    <message>
        <source>Teaching with it: a class step by step, presentation mode, a clicker</source>
        <translation>用它教学：一步步上课、演示模式、翻页笔</translation>
    </message>
    <message>
        <source>Lessons: bookmarks, notes, worksheets and handouts</source>
        <translation>课程：书签、备注、练习单和讲义</translation>
    </message>
    <message>
        <source>A lesson&apos;s web page for the students at home</source>
        <translation>供学生在家使用的课程网页</translation>
    </message>
    <message>
        <source>Every keyboard shortcut</source>
        <translation>全部键盘快捷键</translation>
    </message>
    <message>
        <source>With a screen reader, the keyboard alone or large text</source>
        <translation>使用屏幕阅读器、仅用键盘或大字体</translation>
    </message>
    <message>
        <source>Counting the solutions for large N</source>
        <translation>为大 N 计数解</translation>
    </message>
    <message>
        <source>The command line: nqueens and nqueens-cli</source>
        <translation>命令行：nqueens 和 nqueens-cli</translation>
    </message>
    <message>
        <source>Read more</source>
        <translation>延伸阅读</translation>
    </message>
    <message>
        <source>The user guide, in English: Back (%1) returns here.</source>
        <translation>用户指南（英文）：按“返回”（%1）回到这里。</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>返回(&amp;B)</translation>
    </message>
    <message>
        <source>Back to the page before (%1)</source>
        <translation>回到上一页（%1）</translation>
    </message>
    <message>
        <source>2. Try it yourself</source>
        <translation>2. 自己试试</translation>
    </message>
    <message>
        <source>The window opens in the Simple view: the board, the run&apos;s controls and the pseudocode, and the everyday menu entries. The Full view button at the right of the menus, or %1, shows every panel and menu entry; %1 again (View ▸ %2) goes back. Every key works in both views.</source>
        <translation>窗口以简洁视图打开：棋盘、运行控制和伪代码，以及常用的菜单项。菜单右侧的“完整视图”按钮或 %1 显示所有面板和菜单项；再按 %1（视图 ▸ %2）即可返回。每个快捷键在两种视图中都有效。</translation>
    </message>
</context>
<context>
    <name>HandoutPrinter</name>
    <message>
        <source>Solution %1</source>
        <translation>解 %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1（续）</translation>
    </message>
</context>
<context>
    <name>JobProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>LessonActions</name>
    <message>
        <source>&amp;Open lesson…</source>
        <translation>打开课件(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a lesson: its search, steps and bookmarks</source>
        <translation>打开课件：其中的搜索、步骤和书签</translation>
    </message>
    <message>
        <source>Save the lesson: the search, the step, breakpoints, overlays, panels and bookmarks</source>
        <translation>保存课件：搜索、当前步、断点、叠加显示、面板和书签</translation>
    </message>
    <message>
        <source>Save the lesson in a new file</source>
        <translation>将课件保存为新文件</translation>
    </message>
    <message>
        <source>Mark the step on the board, with a note, to come back to it in class</source>
        <translation>给棋盘上的这一步做标记并附上备注，以便上课时再回到这里</translation>
    </message>
    <message>
        <source>Ne&amp;xt bookmark</source>
        <translation>下一个书签(&amp;X)</translation>
    </message>
    <message>
        <source>Go to the next bookmarked step</source>
        <translation>转到下一个加了书签的步</translation>
    </message>
    <message>
        <source>Pre&amp;vious bookmark</source>
        <translation>上一个书签(&amp;V)</translation>
    </message>
    <message>
        <source>Go to the previous bookmarked step</source>
        <translation>转到上一个加了书签的步</translation>
    </message>
    <message>
        <source>Export &amp;worksheet to PDF…</source>
        <translation>将练习单导出为 PDF(&amp;W)…</translation>
    </message>
    <message>
        <source>Save boards of chosen steps with their explanations as a PDF worksheet</source>
        <translation>将所选各步的棋盘及其说明保存为 PDF 练习单</translation>
    </message>
    <message>
        <source>Export ani&amp;mation as GIF…</source>
        <translation>导出 GIF 动画(&amp;G)…</translation>
    </message>
    <message>
        <source>Open &amp;recent lesson</source>
        <translation>最近打开的课件(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
    <message>
        <source>Sa&amp;ve lesson</source>
        <translation>保存课件(&amp;V)</translation>
    </message>
    <message>
        <source>Sav&amp;e lesson as…</source>
        <translation>课件另存为(&amp;C)…</translation>
    </message>
    <message>
        <source>Book&amp;mark this step…</source>
        <translation>给这一步加书签(&amp;M)…</translation>
    </message>
    <message>
        <source>Save a range of steps, the path to a solution or bookmarked steps as an animated GIF for slides</source>
        <translation>将一段连续的步、通往某个解的路径或加了书签的步保存为 GIF 动画，用于幻灯片</translation>
    </message>
    <message>
        <source>Export lesson as web pa&amp;ge…</source>
        <translation>将课件导出为网页(&amp;E)…</translation>
    </message>
    <message>
        <source>Save one web page that replays the lesson&apos;s search, with its narration, pseudocode and bookmarks, in any browser without a network</source>
        <translation>保存一个网页，在任何浏览器中离线重放本课件的搜索，包括讲解、伪代码和书签</translation>
    </message>
</context>
<context>
    <name>LessonBookmarks</name>
    <message>
        <source>Bookmarks</source>
        <translation>书签</translation>
    </message>
    <message>
        <source>The lesson&apos;s bookmarked steps in order, each with its step, its note and its search. Double-click one to go there; Ctrl+D bookmarks the step on the board.</source>
        <translation>本课件中加了书签的步，按顺序排列，每项都有它的步、备注和搜索。双击某一项即可转到那里；按 Ctrl+D 给棋盘上的当前步加书签。</translation>
    </message>
    <message>
        <source>Only the steps of an animated search can be bookmarked</source>
        <translation>只有播放动画的搜索才能给步骤加书签</translation>
    </message>
    <message>
        <source>Bookmark this step</source>
        <translation>加书签</translation>
    </message>
    <message>
        <source>A note for step %1 (shown beside the narration when you come back to it):</source>
        <translation>第 %1 步的备注（回到这一步时显示在解说旁边）：</translation>
    </message>
    <message>
        <source>Step %1 bookmarked</source>
        <translation>已给第 %1 步加书签</translation>
    </message>
    <message>
        <source>A lesson keeps steps up to %1: this step cannot be bookmarked</source>
        <translation>课件最多只能保存到第 %1 步：无法给这一步加书签</translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation>编辑备注</translation>
    </message>
    <message>
        <source>Note for step %1:</source>
        <translation>第 %1 步的备注：</translation>
    </message>
    <message>
        <source>No bookmark after step %1</source>
        <translation>第 %1 步之后没有书签</translation>
    </message>
    <message>
        <source>No bookmark before step %1</source>
        <translation>第 %1 步之前没有书签</translation>
    </message>
    <message>
        <source>No bookmarks yet: %1 bookmarks the step on the board</source>
        <translation>还没有书签：按 %1 为棋盘上的这一步添加书签</translation>
    </message>
    <message>
        <source>“%1” is too long for a lesson to hold (%2 bytes; a lesson holds a trace of up to %3): its steps cannot be bookmarked</source>
        <translation>“%1”太长，课程无法保存（%2 字节；课程最多可保存 %3 字节的跟踪）：无法为其步骤添加书签</translation>
    </message>
    <message>
        <source>The lesson&apos;s bookmarks are on the trace “%1”, and a lesson holds one trace: remove them to bookmark the steps of “%2”</source>
        <translation>课程的书签位于跟踪“%1”上，而一个课程只能保存一个跟踪：请先删除这些书签，再为“%2”的步骤添加书签</translation>
    </message>
</context>
<context>
    <name>LessonController</name>
    <message>
        <source>Open lesson</source>
        <translation>打开课件</translation>
    </message>
    <message>
        <source>Lessons (*.nqueens);;All files (*)</source>
        <translation>课件 (*.nqueens);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Lesson “%1” opened</source>
        <translation>已打开课件“%1”</translation>
    </message>
    <message>
        <source>A lesson keeps steps up to %1; the board is at step %2</source>
        <translation>课件最多只能保存到第 %1 步；棋盘当前在第 %2 步</translation>
    </message>
    <message>
        <source>The lesson was not saved to “%1”: %2</source>
        <translation>课件未保存到“%1”：%2</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation type="vanished">它不是普通文件</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>课件</translation>
    </message>
    <message>
        <source>Save lesson</source>
        <translation>保存课件</translation>
    </message>
    <message>
        <source>Lessons (*.nqueens)</source>
        <translation>课件 (*.nqueens)</translation>
    </message>
    <message>
        <source>Lesson saved to “%1”</source>
        <translation>课件已保存到“%1”</translation>
    </message>
    <message>
        <source>Save the lesson?</source>
        <translation>保存课件吗？</translation>
    </message>
    <message>
        <source>The bookmarks of this lesson have changed since it was last saved. Save them?</source>
        <translation>这个课件的书签在上次保存后有改动。要保存吗？</translation>
    </message>
    <message>
        <source>N-Queens Visualizer</source>
        <translation>N 皇后可视化工具</translation>
    </message>
    <message>
        <source>Opening “%1” was cancelled</source>
        <translation>已取消打开课件“%1”</translation>
    </message>
    <message>
        <source>Export lesson as web page</source>
        <translation>将课件导出为网页</translation>
    </message>
    <message>
        <source>A lesson and its web page keep the built-in search, not your program&apos;s trace: go back to the built-in search (Home) to save or export one (a worksheet and an animation of the trace&apos;s steps can be exported)</source>
        <translation type="vanished">课件及其网页保存的是内置搜索，而不是你的程序的跟踪记录：请先返回内置搜索（Home 键）再保存或导出（跟踪记录的步骤可以导出为练习单和动画）</translation>
    </message>
    <message>
        <source>A lesson&apos;s web page keeps the built-in search, not your program&apos;s trace: go back to the built-in search (Home) to export one (a worksheet and an animation of the trace&apos;s steps can be exported, and a lesson saved holds the trace)</source>
        <translation type="vanished">课程的网页保存的是内置搜索，而不是你的程序的跟踪：请回到内置搜索（Home）再导出网页（可以导出跟踪步骤的练习页和动画，保存的课程会包含该跟踪）</translation>
    </message>
    <message>
        <source>The lesson&apos;s bookmarks are on the trace “%1”, but the board shows “%2”, and a lesson holds one trace: show “%1” again or remove its bookmarks</source>
        <translation>课程的书签位于跟踪“%1”上，但棋盘显示的是“%2”，而一个课程只能保存一个跟踪：请重新显示“%1”或删除其书签</translation>
    </message>
    <message>
        <source>“%1” is too long for a lesson to hold (%2 bytes; a lesson holds a trace of up to %3)</source>
        <translation>“%1”太长，课程无法保存（%2 字节；课程最多可保存 %3 字节的跟踪）</translation>
    </message>
    <message>
        <source>it would have %1 bytes, more than a lesson can have (%2)</source>
        <translation>它将有 %1 字节，超过课程所能有的大小（%2）</translation>
    </message>
</context>
<context>
    <name>LessonOpener</name>
    <message>
        <source>“%1” has %2 bytes; it may have at most %3</source>
        <translation>“%1”有 %2 字节；最多只能有 %3 字节</translation>
    </message>
    <message>
        <source>“%1” and “%2” are both given; a lesson may hold only one of them</source>
        <translation>同时给出了“%1”和“%2”；一个课程只能包含其中之一</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation type="vanished">它不是普通文件</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation type="vanished">文件不存在</translation>
    </message>
    <message>
        <source>Checking the steps of “%1”…</source>
        <translation>正在检查“%1”中的步骤…</translation>
    </message>
    <message>
        <source>Cannot open the lesson “%1”: %2.</source>
        <translation>无法打开课件“%1”：%2。</translation>
    </message>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation>无法读取该文件（%1）</translation>
    </message>
    <message>
        <source>the file has %1 bytes, more than a lesson can have (%2)</source>
        <translation>该文件有 %1 字节，超出了课件允许的大小（%2）</translation>
    </message>
    <message>
        <source>it is not a lesson file (not JSON: %1 at byte %2)</source>
        <translation>这不是课件文件（不是 JSON：%1，位于第 %2 字节）</translation>
    </message>
    <message>
        <source>it is not a lesson file of this program</source>
        <translation>这不是本程序的课件文件</translation>
    </message>
    <message>
        <source>it was saved by a newer version of the program (lesson format %1; this version reads format %2)</source>
        <translation>它由更新版本的程序保存（课件格式 %1；本版本读取格式 %2）</translation>
    </message>
    <message>
        <source>“%1” is missing</source>
        <translation>缺少“%1”</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>an object with fields</source>
        <translation>带字段的对象</translation>
    </message>
    <message>
        <source>“%1” should be %2</source>
        <translation>“%1”应为%2</translation>
    </message>
    <message>
        <source>“%1” is %2; it must be within %3</source>
        <translation>“%1”为 %2；必须在 %3 范围内</translation>
    </message>
    <message>
        <source>“%1” holds the control character %2</source>
        <translation>“%1”包含控制字符 %2</translation>
    </message>
    <message>
        <source>“%1” is “%2”; it must be one of: %3</source>
        <translation>“%1”为“%2”；必须是以下之一：%3</translation>
    </message>
    <message>
        <source>“%1” repeats %2</source>
        <translation>“%1”重复了 %2</translation>
    </message>
    <message>
        <source>“%1” are not queens a search can start from (they attack each other or leave a level empty before another queen)</source>
        <translation>“%1”中的皇后不能作为搜索的起点（它们互相攻击，或在另一个皇后之前留下了空层）</translation>
    </message>
    <message>
        <source>“%1” is step %2, but that search ends at step %3</source>
        <translation>“%1”是第 %2 步，但那次搜索在第 %3 步就结束了</translation>
    </message>
    <message>
        <source>opening was cancelled</source>
        <translation>已取消打开</translation>
    </message>
    <message>
        <source>“%1” is %2; it must be 0 (full speed) or within %3</source>
        <translation>“%1”为 %2；必须是 0（全速）或在 %3 范围内</translation>
    </message>
    <message numerus="yes">
        <source>“%1” has %Ln entries; it must have %2</source>
        <translation>
            <numerusform>“%1”有 %Ln 项；必须是 %2 项</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” has %Ln entries; it may have at most %2</source>
        <translation>
            <numerusform>“%1”有 %Ln 项；最多只能有 %2 项</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” has %Ln characters; it may have at most %2</source>
        <translation>
            <numerusform>“%1”有 %Ln 个字符；最多只能有 %2 个</numerusform>
        </translation>
    </message>
    <message>
        <source>text in Base64</source>
        <translation>Base64 编码的文本</translation>
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
        <translation>逐行</translation>
    </message>
    <message>
        <source>column by column</source>
        <translation>逐列</translation>
    </message>
    <message>
        <source>first solution</source>
        <translation>第一个解</translation>
    </message>
    <message>
        <source>all solutions</source>
        <translation>全部解</translation>
    </message>
    <message>
        <source>Steps %1 to %2</source>
        <translation>第 %1 步到第 %2 步</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>Row %1, column %2: queen</source>
        <translation type="vanished">第 %1 行，第 %2 列：皇后</translation>
    </message>
    <message>
        <source>Row %1, column %2: empty</source>
        <translation type="vanished">第 %1 行，第 %2 列：空</translation>
    </message>
    <message>
        <source>Row %1, column %2: candidate</source>
        <translation type="vanished">第 %1 行，第 %2 列：候选格</translation>
    </message>
    <message>
        <source>What the step did</source>
        <translation>这一步做了什么</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>控制</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>慢一点</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>快一点</translation>
    </message>
    <message>
        <source>%1 steps a second</source>
        <translation>每秒 %1 步</translation>
    </message>
    <message>
        <source>Previous bookmark</source>
        <translation>上一个书签</translation>
    </message>
    <message>
        <source>Next bookmark</source>
        <translation>下一个书签</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>伪代码</translation>
    </message>
    <message>
        <source>Safety check</source>
        <translation>安全检查</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>计数器</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Tries</source>
        <translation>尝试</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>放置</translation>
    </message>
    <message>
        <source>Removals</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>回溯</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>解</translation>
    </message>
    <message>
        <source>The placement, cols[row] = col</source>
        <translation>摆放，cols[row] = col</translation>
    </message>
    <message>
        <source>The placement, rows[col] = row</source>
        <translation>摆放，rows[col] = row</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>书签</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>No bookmarks in these steps</source>
        <translation>这些步骤中没有书签</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <source>Keys: Right step, Left step back, Space play or pause, Home reset, + and - speed, . and , next and previous bookmark</source>
        <translation>按键：右方向键前进一步，左方向键后退一步，空格播放或暂停，Home 重新开始，+ 和 - 调速度，. 和 , 下一个和上一个书签</translation>
    </message>
    <message>
        <source>Made with the N-Queens Visualizer: this page replays the search without a network.</source>
        <translation>由 N 皇后可视化工具生成：本网页无需网络即可重放搜索。</translation>
    </message>
    <message>
        <source>The lesson&apos;s queens are not a start the search can continue from</source>
        <translation>搜索无法从课件中的皇后继续</translation>
    </message>
    <message>
        <source>The range of steps %1-%2 is empty</source>
        <translation>步骤范围 %1-%2 为空</translation>
    </message>
    <message>
        <source>Steps %1 to %2 are too many for one page: it holds at most %3 steps (%4)</source>
        <translation>第 %1 步到第 %2 步太多，一个网页放不下：最多 %3 步（%4）</translation>
    </message>
    <message>
        <source>The search ends at step %1: there is no step %2</source>
        <translation>搜索在第 %1 步结束：没有第 %2 步</translation>
    </message>
    <message>
        <source>The page&apos;s template is missing from the program</source>
        <translation>程序中缺少网页模板</translation>
    </message>
    <message>
        <source>N-Queens, N=%1: steps %2 to %3</source>
        <translation>N 皇后，N=%1：第 %2 步到第 %3 步</translation>
    </message>
    <message>
        <source>Steps %1 to %2 make a page of %3, more than the %4 a page may have: choose fewer steps</source>
        <translation>第 %1 步到第 %2 步生成的网页有 %3，超过允许的 %4：请选择更少的步骤</translation>
    </message>
    <message>
        <source>A page starts at step %1 at the latest, not at step %2</source>
        <translation>网页最晚从第 %1 步开始，而不是第 %2 步</translation>
    </message>
    <message>
        <source>On the board (one Tab stop): the arrow keys go from square to square, Home and End to the ends of a row, Ctrl+Home and Ctrl+End to the corners, without moving the search</source>
        <translation>在棋盘上（只占一个 Tab 停靠点）：方向键在方格之间移动，Home 和 End 到一行的两端，Ctrl+Home 和 Ctrl+End 到四个角，搜索不会前进</translation>
    </message>
    <message>
        <source>N=%1 · %2 · %3</source>
        <translation>N=%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Go to the first violation (F8)</source>
        <translation>转到第一个违规 (F8)</translation>
    </message>
    <message>
        <source>Whose search is shown</source>
        <translation>显示的是谁的搜索</translation>
    </message>
    <message>
        <source>The search of your program: %1 (N=%2), not the built-in search</source>
        <translation>你的程序的搜索：%1（N=%2），不是内置搜索</translation>
    </message>
    <message>
        <source>The trace ends at step %1: there is no step %2</source>
        <translation>跟踪记录在第 %1 步结束：没有第 %2 步</translation>
    </message>
    <message>
        <source>%1 — your program&apos;s search, N=%2: steps %3 to %4</source>
        <translation>%1 — 你的程序的搜索，N=%2：第 %3 步到第 %4 步</translation>
    </message>
    <message>
        <source>Keys: Right step, Left step back, Space play or pause, Home reset, + and - speed, . and , next and previous bookmark, F8 the first violation</source>
        <translation>按键：右方向键前进一步，左方向键后退一步，空格播放或暂停，Home 重新开始，+ 和 - 调速度，. 和 , 下一个和上一个书签，F8 第一个违规</translation>
    </message>
</context>
<context>
    <name>LessonPageExport</name>
    <message>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>The old file is kept.</source>
        <translation>旧文件保持不变。</translation>
    </message>
    <message>
        <source>Web page not saved: %1 is as it was</source>
        <translation>网页未保存：%1 保持不变</translation>
    </message>
    <message>
        <source>Web page not saved</source>
        <translation>网页未保存</translation>
    </message>
    <message>
        <source>Web page saved to %1: steps %2 to %3, %4</source>
        <translation>网页已保存到 %1：第 %2 步到第 %3 步，%4</translation>
    </message>
    <message>
        <source>Export lesson as web page</source>
        <translation>将课件导出为网页</translation>
    </message>
    <message>
        <source>lesson.html</source>
        <translation>lesson.html</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>网页 (*.html)</translation>
    </message>
    <message>
        <source>Saving the web page…</source>
        <translation>正在保存网页…</translation>
    </message>
    <message>
        <source>%1 is the lesson the page is made from: choose another name for the page</source>
        <translation>%1 就是生成网页所用的课程：请为网页另选一个名称</translation>
    </message>
    <message>
        <source>%1 exists and is not a web page of a lesson: it is kept; choose another name for the page</source>
        <translation>%1 已存在且不是课程的网页：保留原文件；请为网页另选一个名称</translation>
    </message>
</context>
<context>
    <name>LevelChart</name>
    <message>
        <source>Placements and backtracks by level</source>
        <translation>各层的放置与回溯次数</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>placements</source>
        <translation>放置</translation>
    </message>
    <message>
        <source>backtracks</source>
        <translation>回溯</translation>
    </message>
    <message>
        <source>%1 — placements: %2, backtracks: %3</source>
        <translation>%1：%2 次放置，%3 次回溯</translation>
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
        <translation>当前第 %1 行代码：%2</translation>
    </message>
</context>
<context>
    <name>LivePage</name>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>全屏</translation>
    </message>
    <message>
        <source>Steps run so far</source>
        <translation>目前已运行的步骤</translation>
    </message>
    <message>
        <source>No solution found yet</source>
        <translation>尚未找到解</translation>
    </message>
    <message>
        <source>Check your program</source>
        <translation>检查你的程序</translation>
    </message>
    <message>
        <source>Choose a trace file</source>
        <translation>选择跟踪记录文件</translation>
    </message>
    <message>
        <source>or drop a .trace file here, or paste a trace below</source>
        <translation>或将 .trace 文件拖放到这里，或在下方粘贴跟踪记录</translation>
    </message>
    <message>
        <source>Your program&apos;s trace</source>
        <translation>你的程序的跟踪记录</translation>
    </message>
    <message>
        <source>Check the trace</source>
        <translation>检查跟踪记录</translation>
    </message>
    <message>
        <source>The program stops at the first solution</source>
        <translation>程序在第一个解处停止</translation>
    </message>
    <message>
        <source>the pasted trace</source>
        <translation>粘贴的跟踪记录</translation>
    </message>
    <message>
        <source>Back to the built-in search</source>
        <translation>返回内置搜索</translation>
    </message>
    <message>
        <source>The link&apos;s %1 could not be used: %2 is shown instead</source>
        <translation>无法使用链接中的 %1：改为显示 %2</translation>
    </message>
    <message>
        <source>Keys: Right step, Left step back, Space play or pause, Home reset, + and - speed, F8 the first violation of a trace</source>
        <translation>按键：右方向键前进一步，左方向键后退一步，空格播放或暂停，Home 重新开始，+ 和 - 调速度，F8 跟踪记录的第一个违规</translation>
    </message>
    <message>
        <source>Made with the N-Queens Visualizer: this page runs the search itself, without a network.</source>
        <translation>由 N 皇后可视化工具生成：本网页自行运行搜索，无需网络。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The search starts below your queens</source>
        <translation>搜索从你的皇后下方开始</translation>
    </message>
    <message>
        <source>Settings restored to their defaults</source>
        <translation>设置已恢复为默认值</translation>
    </message>
    <message>
        <source>Text size %1%</source>
        <translation>文字大小 %1%</translation>
    </message>
    <message>
        <source>A student&apos;s trace has no web link: drop the trace file on the web page to check it there</source>
        <translation>学生的跟踪没有网页链接：把跟踪文件拖到网页上即可在那里检查</translation>
    </message>
    <message>
        <source>Link to step %1 copied: %2</source>
        <translation>已复制到第 %1 步的链接：%2</translation>
    </message>
</context>
<context>
    <name>MenuAccessibles</name>
    <message>
        <source>Submenu: Right opens it.</source>
        <translation>子菜单：按右方向键打开。</translation>
    </message>
</context>
<context>
    <name>NarrationLabel</name>
    <message>
        <source>Step %1 · %2</source>
        <translation>第 %1 步 · %2</translation>
    </message>
    <message>
        <source>Paused at a breakpoint</source>
        <translation>在断点处暂停</translation>
    </message>
    <message>
        <source>Paused at the next solution</source>
        <translation>在下一个解处暂停</translation>
    </message>
    <message>
        <source>Paused at the next backtrack</source>
        <translation>在下一次回溯处暂停</translation>
    </message>
    <message>
        <source>Paused: a queen was placed in row %1</source>
        <translation>已暂停：第 %1 行放下了一个皇后</translation>
    </message>
    <message>
        <source>Paused: a queen was placed in column %1</source>
        <translation>已暂停：第 %1 列放下了一个皇后</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>same column</source>
        <translation>同一列</translation>
    </message>
    <message>
        <source>same row</source>
        <translation>同一行</translation>
    </message>
    <message>
        <source>same diagonal</source>
        <translation>同一对角线</translation>
    </message>
    <message>
        <source>same anti-diagonal</source>
        <translation>同一反对角线</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>%1: trying %2</source>
        <translation>%1：尝试%2</translation>
    </message>
    <message>
        <source>%1: %2 is attacked by the queen in row %3, column %4 (%5)</source>
        <translation>%1：%2被第 %3 行第 %4 列的皇后攻击（%5）</translation>
    </message>
    <message>
        <source>%1: %2 is the lowest free square of the bitmask: queen placed</source>
        <translation>%1：%2是位掩码中最低的空闲格：放下皇后</translation>
    </message>
    <message>
        <source>%1: %2 is safe: queen placed</source>
        <translation>%1：%2安全：放下皇后</translation>
    </message>
    <message>
        <source>%1: lifting the queen from %2 to try the next square</source>
        <translation>%1：从%2拿走皇后，尝试下一格</translation>
    </message>
    <message>
        <source>Row 0 has no column left to try: the search is over</source>
        <translation>第 0 行已没有可尝试的列：搜索结束</translation>
    </message>
    <message>
        <source>Column 0 has no row left to try: the search is over</source>
        <translation>第 0 列已没有可尝试的行：搜索结束</translation>
    </message>
    <message>
        <source>Row %1 has no safe column left: back to row %2</source>
        <translation>第 %1 行已没有安全的列：回溯到第 %2 行</translation>
    </message>
    <message>
        <source>Column %1 has no safe row left: back to column %2</source>
        <translation>第 %1 列已没有安全的行：回溯到第 %2 列</translation>
    </message>
    <message>
        <source>The search has ended</source>
        <translation>搜索已结束</translation>
    </message>
    <message>
        <source>No solution exists for N=2: any two squares in different rows and columns of a 2×2 board share a diagonal (the search checked every placement in %1 steps)</source>
        <translation>N=2 无解：2×2 棋盘上任意两个不同行且不同列的格都在同一条对角线上（搜索用 %1 步检查了所有摆法）</translation>
    </message>
    <message>
        <source>No solution exists for N=%1 (the search checked every placement in %2 steps)</source>
        <translation>N=%1 无解（搜索用 %2 步检查了所有摆法）</translation>
    </message>
    <message numerus="yes">
        <source>All %1 solutions found in %2 steps</source>
        <translation>
            <numerusform>用 %2 步找到了全部 %1 个解</numerusform>
        </translation>
    </message>
    <message>
        <source>Ready: press Play to watch the search, or Step to go one step at a time</source>
        <translation>就绪：按“播放”观看搜索，或按“前进一步”一次走一步</translation>
    </message>
    <message>
        <source>less than a second</source>
        <translation>不到一秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 年</translation>
    </message>
    <message>
        <source>Count of N=%1 cancelled after %2</source>
        <translation>N=%1 的统计已取消（用时：%2）</translation>
    </message>
    <message numerus="yes">
        <source>N=%1 has %2 solutions, %3 of them fundamental (counted in %4)</source>
        <translation>
            <numerusform>N=%1 共有 %2 个解，其中 %3 个基本解（统计用时：%4）</numerusform>
        </translation>
    </message>
    <message>
        <source>List every solution of N=%1 with its symmetry class, without animation: press Start</source>
        <translation>不播放动画，列出 N=%1 的每个解及其对称类：按“开始”</translation>
    </message>
    <message>
        <source>Listing the solutions of N=%1… %2 so far (%3%)</source>
        <translation>正在列出 N=%1 的解……目前 %2 个（%3%）</translation>
    </message>
    <message numerus="yes">
        <source>Listing cancelled: the list holds the %1 solutions found so far</source>
        <translation>
            <numerusform>列出已取消：列表中有目前找到的 %1 个解</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %1 solutions of N=%2 listed with their symmetry classes in %3</source>
        <translation>
            <numerusform>已列出 N=%2 的全部 %1 个解及其对称类（用时：%3）</numerusform>
        </translation>
    </message>
    <message>
        <source>. The list holds the first %1: more would not fit in memory</source>
        <translation>。列表只保存前 %1 个：更多的放不进内存</translation>
    </message>
    <message numerus="yes">
        <source>Solution %1 found: all %n queens are placed and none attacks another</source>
        <translation>
            <numerusform>找到解 %1：%n 个皇后都已放好，互不攻击</numerusform>
        </translation>
    </message>
    <message>
        <source>First solution found at step %1; the search stopped there, after %2 steps</source>
        <translation>在第 %1 步找到第一个解；搜索就此停止，共 %2 步</translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>约 %1</translation>
    </message>
    <message>
        <source>Count the solutions of N=%1 on all cores: press Start. Expected time: %2</source>
        <translation>用所有核心统计 N=%1 的解：按“开始”。预计用时：%2</translation>
    </message>
    <message>
        <source>Counting the solutions of N=%1… %2% done, %3 left</source>
        <translation>正在统计 N=%1 的解……已完成 %2%，还剩 %3</translation>
    </message>
    <message numerus="yes">
        <source>No solution extends these %n queens (the search checked every placement in %1 steps)</source>
        <translation>
            <numerusform>没有解能延续这 %n 个皇后（搜索用 %1 步检查了所有摆法）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A solution extends these %n queens: found at step %1</source>
        <translation>
            <numerusform>有解能延续这 %n 个皇后：在第 %1 步找到</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 solutions extend these queens, found in %2 steps</source>
        <translation>
            <numerusform>有 %1 个解延续这些皇后，用了 %2 步找到</numerusform>
        </translation>
    </message>
    <message>
        <source>Count of N=%1 cancelled after %2, %3% done: its next Start offers to continue it</source>
        <translation>N=%1 的计数在 %2 后取消，已完成 %3%：下次点击“开始”时可以继续</translation>
    </message>
    <message>
        <source>N=%1 has %2 solutions, %3 of them fundamental (continued from %4%, the rest counted in %5)</source>
        <translation>N=%1 共有 %2 个解，其中 %3 个基本解（从 %4% 处继续，其余统计用时：%5）</translation>
    </message>
    <message>
        <source>No solution exists for N=3: wherever the first queen stands, at most one more fits, so the last row never has a safe square (the search checked every placement in %1 steps)</source>
        <translation>N=3 无解：第一个皇后无论放在哪里，最多只能再放一个，所以最后一行永远没有安全的格（搜索用 %1 步检查了所有摆法）</translation>
    </message>
    <message>
        <source>No solution exists for N=3: wherever the first queen stands, at most one more fits, so the last column never has a safe square (the search checked every placement in %1 steps)</source>
        <translation>N=3 无解：第一个皇后无论放在哪里，最多只能再放一个，所以最后一列永远没有安全的格（搜索用 %1 步检查了所有摆法）</translation>
    </message>
</context>
<context>
    <name>PageCommand</name>
    <message>
        <source>“%1” opens on a student&apos;s trace; a lesson&apos;s web page keeps the built-in search</source>
        <translation type="vanished">“%1”打开的是学生的跟踪；课程的网页保存的是内置搜索</translation>
    </message>
</context>
<context>
    <name>PageRangeDialog</name>
    <message>
        <source>Export lesson as web page</source>
        <translation>将课程导出为网页</translation>
    </message>
    <message>
        <source>The page replays these steps of the search in any browser. It holds at most %1 steps; a page that starts far into the search takes a few seconds to make.</source>
        <translation>网页可在任何浏览器中重放搜索的这些步骤。一个网页最多包含 %1 步；从搜索很靠后的位置开始的网页需要几秒钟生成。</translation>
    </message>
    <message>
        <source>&amp;From step:</source>
        <translation>从第几步(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;To step:</source>
        <translation>到第几步(&amp;T)：</translation>
    </message>
    <message>
        <source>The last step comes before the first.</source>
        <translation>最后一步在第一步之前。</translation>
    </message>
    <message>
        <source>That is %1 steps; a page holds at most %2.</source>
        <translation>共 %1 步；一个网页最多包含 %2 步。</translation>
    </message>
</context>
<context>
    <name>PathWindowView</name>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>%1: your queen, there from the start</source>
        <translation>%1：你的皇后，从一开始就在</translation>
    </message>
    <message>
        <source>%1: placed at step %2</source>
        <translation>%1：第 %2 步放下</translation>
    </message>
    <message>
        <source>%1: being tried now</source>
        <translation>%1：正在尝试</translation>
    </message>
    <message>
        <source>%1: explored, its queen lifted again</source>
        <translation>%1：已探索，皇后已拿走</translation>
    </message>
    <message>
        <source>%1: rejected, attacked by a queen above</source>
        <translation>%1：被拒绝，受到上方皇后的攻击</translation>
    </message>
    <message>
        <source>%1: attacked, never tried by the bitmask</source>
        <translation>%1：被攻击，位掩码从不尝试</translation>
    </message>
    <message>
        <source>%1: not tried yet</source>
        <translation>%1：尚未尝试</translation>
    </message>
    <message>
        <source>searching</source>
        <translation>搜索中</translation>
    </message>
    <message>
        <source>your queen</source>
        <translation>你的皇后</translation>
    </message>
</context>
<context>
    <name>PlacementArrayView</name>
    <message>
        <source>column</source>
        <translation>列</translation>
    </message>
    <message>
        <source>row</source>
        <translation>行</translation>
    </message>
</context>
<context>
    <name>PracticeMode</name>
    <message>
        <source>Try it yourself</source>
        <translation>自己试试</translation>
    </message>
    <message>
        <source>Place queens by hand: click a square, or move with the arrow keys and press Enter. The panel says why a square is unsafe; Hint shows the square the algorithm would choose, and the search can continue from your queens.</source>
        <translation>手动放置皇后：点击一格，或用方向键移过去再按 Enter。面板会说明某一格为什么不安全；“提示”显示算法会选择的格，搜索也可以从你的皇后继续。</translation>
    </message>
</context>
<context>
    <name>PracticePanel</name>
    <message>
        <source>Click a square (or move with the arrow keys and press Enter) to put a queen there or lift it. One queen per row, as in the array cols[row].</source>
        <translation>点击一格（或用方向键移过去再按 Enter），在那里放下皇后或把它拿走。每行一个皇后，就像数组 cols[row] 那样。</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Show the square the backtracking algorithm would choose next (H)</source>
        <translation>显示回溯算法下一步会选择的格（H）</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Lift every queen</source>
        <translation>拿走所有皇后</translation>
    </message>
    <message>
        <source>&amp;Continue the search from here</source>
        <translation>从这里继续搜索(&amp;C)</translation>
    </message>
    <message>
        <source>Start the search below your queens: it finds every solution that keeps them</source>
        <translation>从你的皇后下方开始搜索：找出保留这些皇后的所有解</translation>
    </message>
    <message>
        <source>Back to the search</source>
        <translation>返回搜索</translation>
    </message>
    <message>
        <source>Leave Try it yourself (T)</source>
        <translation>退出“自己试试” (T)</translation>
    </message>
    <message>
        <source>Hint: the algorithm would try row %1, column %2 next: the first safe square of %3.</source>
        <translation>提示：算法接下来会尝试第 %1 行第 %2 列：这是%3的第一个安全格。</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>Hint: row %1 has no safe square left. The algorithm would backtrack: lift the queen in row %2 and move it further right.</source>
        <translation>提示：第 %1 行已没有安全格。算法会回溯：拿走第 %2 行的皇后，把它往右移。</translation>
    </message>
    <message>
        <source>Hint: column %1 has no safe square left. The algorithm would backtrack: lift the queen in column %2 and move it further down.</source>
        <translation>提示：第 %1 列已没有安全格。算法会回溯：拿走第 %2 列的皇后，把它往下移。</translation>
    </message>
    <message>
        <source>Hint: the queens in row %1, column %2 and row %3, column %4 attack each other. Lift one of them first.</source>
        <translation>提示：第 %1 行第 %2 列和第 %3 行第 %4 列的皇后在互相攻击。先拿走其中一个。</translation>
    </message>
    <message>
        <source>The queen in row %1, column %2 is lifted.</source>
        <translation>第 %1 行第 %2 列的皇后已拿走。</translation>
    </message>
    <message>
        <source>Nothing left to do: this is a solution.</source>
        <translation>没有要做的了：这就是一个解。</translation>
    </message>
    <message>
        <source>Every level has a queen.</source>
        <translation>每一层都已有皇后。</translation>
    </message>
    <message>
        <source>Lift the queens that attack each other first.</source>
        <translation>先拿走互相攻击的皇后。</translation>
    </message>
    <message>
        <source>Place some queens first.</source>
        <translation>请先放几个皇后。</translation>
    </message>
    <message>
        <source>The search fills rows from the top: put your queens in rows 0, 1, 2, … without gaps.</source>
        <translation>搜索从上往下逐行填充：请把皇后依次放在第 0、1、2……行，中间不要留空。</translation>
    </message>
    <message>
        <source>The search fills columns from the left: put your queens in columns 0, 1, 2, … without gaps.</source>
        <translation>搜索从左往右逐列填充：请把皇后依次放在第 0、1、2……列，中间不要留空。</translation>
    </message>
    <message>
        <source>Row %1, column %2 is safe: no queen attacks it.</source>
        <translation>第 %1 行第 %2 列是安全的：没有皇后攻击它。</translation>
    </message>
    <message>
        <source>Row %1, column %2 is not safe: the queen in row %3, column %4 attacks it (%5).</source>
        <translation>第 %1 行第 %2 列不安全：第 %3 行第 %4 列的皇后攻击它（%5）。</translation>
    </message>
    <message>
        <source>An empty %1×%1 board: place the first queen.</source>
        <translation>空的 %1×%1 棋盘：放下第一个皇后吧。</translation>
    </message>
    <message>
        <source>%1 of %2 queens placed, none attacks another.</source>
        <translation>已放 %1 个皇后（共 %2 个），互不攻击。</translation>
    </message>
    <message>
        <source>Queens attacking it in all: %1.</source>
        <translation>攻击它的皇后共 %1 个。</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs of queens attack each other.</source>
        <translation>
            <numerusform>%n 对皇后在互相攻击。</numerusform>
        </translation>
    </message>
    <message>
        <source>The queens in row %1, column %2 and row %3, column %4 attack each other.</source>
        <translation>第 %1 行第 %2 列和第 %3 行第 %4 列的皇后在互相攻击。</translation>
    </message>
    <message numerus="yes">
        <source>%n more pairs of queens attack each other.</source>
        <translation>
            <numerusform>另有 %n 对皇后在互相攻击。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved! %n queens and none attacks another.</source>
        <translation>
            <numerusform>解出来了！%n 个皇后，互不攻击。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProgramPanel</name>
    <message>
        <source>No program was run: the command line is empty</source>
        <translation>未运行任何程序：命令行为空</translation>
    </message>
    <message>
        <source>the system refused to start it</source>
        <translation>系统拒绝启动它</translation>
    </message>
    <message>
        <source>%1 could not be started in the folder %2: %3</source>
        <translation>无法在文件夹 %2 中启动 %1：%3</translation>
    </message>
    <message>
        <source>Your program</source>
        <translation>你的程序</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop the program and everything it started</source>
        <translation>停止该程序及其启动的一切</translation>
    </message>
    <message>
        <source>Your program&apos;s run</source>
        <translation>你的程序的运行</translation>
    </message>
    <message>
        <source>What your program printed besides its trace</source>
        <translation>你的程序在跟踪记录之外输出的内容</translation>
    </message>
    <message>
        <source>Running %1 in %2: %3 lines read, %4 s of its %5 s</source>
        <translation>正在 %2 中运行 %1：已读 %3 行，%4 秒（限时 %5 秒）</translation>
    </message>
    <message>
        <source>Standard error:</source>
        <translation>标准错误输出：</translation>
    </message>
    <message>
        <source>%1 ended with exit status %2 after %3 s</source>
        <translation>%1 在 %3 秒后结束，退出状态为 %2</translation>
    </message>
    <message>
        <source>%1 was ended by a signal after %2 s (it crashed or was killed)</source>
        <translation>%1 在 %2 秒后被信号终止（崩溃或被杀死）</translation>
    </message>
    <message>
        <source>%1 was stopped after %2 s</source>
        <translation>%1 在 %2 秒后被停止</translation>
    </message>
    <message>
        <source>%1 was stopped at its time limit of %2 s</source>
        <translation>%1 到达 %2 秒的时间限制后被停止</translation>
    </message>
    <message>
        <source>%1 was stopped after %2 s: its trace reached %3 events, the most a trace may hold</source>
        <translation>%1 在 %2 秒后被停止：它的跟踪记录达到 %3 个事件，这是跟踪记录的上限</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>%1 lines read: %2 events, %3 of its own output</source>
        <translation>已读 %1 行：%2 个事件，%3 行是它自己的输出</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es) of the program ended with the run</source>
        <translation>
            <numerusform>程序的 %n 个进程随运行一起结束</numerusform>
        </translation>
    </message>
    <message>
        <source>Its standard input is empty: a prompt for input reads the end of the input (give N as an argument, {N}, instead)</source>
        <translation>它的标准输入是空的：提示输入时会读到输入结束（请改为把 N 作为参数给出，{N}）</translation>
    </message>
    <message>
        <source>Standard output:</source>
        <translation>标准输出：</translation>
    </message>
    <message>
        <source>Some of its processes (group %1) could not be ended</source>
        <translation>它的部分进程（进程组 %1）无法结束</translation>
    </message>
    <message>
        <source>(%1 bytes in all; the first %2 are shown)</source>
        <translation>（共 %1 字节；只显示前 %2 字节）</translation>
    </message>
    <message>
        <source>The trace %1: %2 lines, %3 events, %4 of the program&apos;s own output</source>
        <translation type="vanished">跟踪记录 %1：%2 行，%3 个事件，%4 行是程序自己的输出</translation>
    </message>
    <message>
        <source>Its own output (the lines that are not events):</source>
        <translation>它自己的输出（不是事件的行）：</translation>
    </message>
    <message>
        <source>line %1: </source>
        <translation>第 %1 行：</translation>
    </message>
    <message>
        <source>(not an event) </source>
        <translation>（不是事件）</translation>
    </message>
    <message>
        <source>… and %1 more lines</source>
        <translation>……还有 %1 行</translation>
    </message>
    <message>
        <source>The program you ran from Run ▸ Run your own program: its command line, how long it ran, how it ended (its exit status, or why it was stopped) and what it printed besides its trace: its standard error and its own lines. Stop ends it and everything it started.</source>
        <translation type="vanished">你通过“运行 ▸ 运行你自己的程序”启动的程序：它的命令行、运行了多久、如何结束（退出状态，或被停止的原因），以及它在跟踪记录之外输出的内容：标准错误输出和它自己的行。“停止”会结束它以及它启动的一切。</translation>
    </message>
    <message>
        <source>The program you ran from Run ▸ Run your own program: its command line, how long it ran, how it ended (its exit status, or why it was stopped) and what it printed besides its trace: its standard error and its own lines. Stop ends it and everything it started. For a trace shown from a file or a lesson: its name and the program&apos;s own lines it holds.</source>
        <translation>你通过“运行 ▸ 运行你自己的程序”启动的程序：它的命令行、运行了多久、如何结束（退出状态，或被停止的原因），以及它在跟踪记录之外输出的内容：标准错误输出和它自己的行。“停止”会结束它以及它启动的一切。对于从文件或课程中显示的跟踪记录：它的名称以及其中包含的程序自己的行。</translation>
    </message>
    <message>
        <source>The trace file “%1”, read without running the program</source>
        <translation>跟踪文件“%1”，未运行程序而读取</translation>
    </message>
    <message>
        <source>The trace “%1” the lesson holds, shown without running the program</source>
        <translation>课程中保存的跟踪记录“%1”，未运行程序而显示</translation>
    </message>
</context>
<context>
    <name>Pseudocode</name>
    <message>
        <source>all rows filled</source>
        <translation>所有行都已放好</translation>
    </message>
    <message>
        <source>all columns filled</source>
        <translation>所有列都已放好</translation>
    </message>
    <message>
        <source>report the solution</source>
        <translation>输出这个解</translation>
    </message>
    <message>
        <source>lowest bit</source>
        <translation>最低位</translation>
    </message>
    <message>
        <source>place a queen at p</source>
        <extracomment>p is code: the bit of the chosen square</extracomment>
        <translation>在 p 处放皇后</translation>
    </message>
    <message>
        <source>next row</source>
        <translation>下一行</translation>
    </message>
    <message>
        <source>next column</source>
        <translation>下一列</translation>
    </message>
    <message>
        <source>remove the queen</source>
        <translation>移除皇后</translation>
    </message>
    <message>
        <source>no column left: back to row r - 1</source>
        <translation>列已试完：回到 r - 1</translation>
    </message>
    <message>
        <source>no row left: back to column c - 1</source>
        <translation>行已试完：回到 c - 1</translation>
    </message>
    <message>
        <source>empty board</source>
        <translation>空棋盘</translation>
    </message>
    <message>
        <source>for each column c of row r:</source>
        <translation>对第 r 行的每一列 c：</translation>
    </message>
    <message>
        <source>place a queen: %1</source>
        <extracomment>%1 is code: the queen&apos;s column is stored in the array cols[row]
----------
%1 is code: in column order the queen&apos;s row is stored in the array rows[column]</extracomment>
        <translation>放皇后：%1</translation>
    </message>
    <message>
        <source>remove the queen: %1</source>
        <extracomment>%1 is code: the row&apos;s entry of the array is emptied
----------
%1 is code: the column&apos;s entry of the array is emptied</extracomment>
        <translation>移除皇后：%1</translation>
    </message>
    <message>
        <source>for each row r of column c:</source>
        <translation>对第 c 列的每一行 r：</translation>
    </message>
    <message>
        <source>the search is over</source>
        <translation>搜索结束</translation>
    </message>
    <message>
        <source>queens above row r</source>
        <translation>第 r 行上方的皇后</translation>
    </message>
    <message>
        <source>same column</source>
        <translation>同一列</translation>
    </message>
    <message>
        <source>same diagonal</source>
        <translation>同一对角线</translation>
    </message>
    <message>
        <source>queens left of column c</source>
        <translation>第 c 列左边的皇后</translation>
    </message>
    <message>
        <source>same row</source>
        <translation>同一行</translation>
    </message>
    <message>
        <source>no queen attacks</source>
        <translation>没有皇后攻击</translation>
    </message>
    <message>
        <source>three looks, no loop</source>
        <translation>查三次，无循环</translation>
    </message>
    <message>
        <source>mark its lines</source>
        <translation>标记它的三条线</translation>
    </message>
    <message>
        <source>clear them</source>
        <translation>清除标记</translation>
    </message>
    <message>
        <source>N ones</source>
        <translation>N 个 1</translation>
    </message>
    <message>
        <source>↘ shifts right</source>
        <translation>↘ 右移</translation>
    </message>
    <message>
        <source>↘ shifts down</source>
        <translation>↘ 下移</translation>
    </message>
    <message>
        <source>↙ shifts left</source>
        <translation>↙ 左移</translation>
    </message>
    <message>
        <source>↗ shifts up</source>
        <translation>↗ 上移</translation>
    </message>
    <message>
        <source>Scan the earlier queens</source>
        <translation>扫描已放置的皇后</translation>
    </message>
    <message>
        <source>Occupancy arrays</source>
        <translation>占用数组</translation>
    </message>
    <message>
        <source>Bitmasks</source>
        <translation>位掩码</translation>
    </message>
    <message>
        <source>The board is kept as one array: cols[i] is the column of the queen in row i. To test a square, the program compares it with every queen above it: the same column means cols[i] == c, the same diagonal means the rows are as far apart as the columns (|r - i| == |c - cols[i]|). It needs no extra memory, but row r costs up to r comparisons.</source>
        <translation>棋盘用一个数组保存：cols[i] 是第 i 行皇后所在的列。要检查一格，程序把它与上方的每个皇后比较：同一列即 cols[i] == c，同一对角线即两者相隔的行数等于相隔的列数（|r - i| == |c - cols[i]|）。这不需要额外的内存，但第 r 行最多要比较 r 次。</translation>
    </message>
    <message>
        <source>The board is kept as one array: rows[j] is the row of the queen in column j. To test a square, the program compares it with every queen to its left: the same row means rows[j] == r, the same diagonal means the columns are as far apart as the rows (|c - j| == |r - rows[j]|). It needs no extra memory, but column c costs up to c comparisons.</source>
        <translation>棋盘用一个数组保存：rows[j] 是第 j 列皇后所在的行。要检查一格，程序把它与左边的每个皇后比较：同一行即 rows[j] == r，同一对角线即两者相隔的列数等于相隔的行数（|c - j| == |r - rows[j]|）。这不需要额外的内存，但第 c 列最多要比较 c 次。</translation>
    </message>
    <message>
        <source>Three arrays of yes/no flags remember which lines already hold a queen: one flag per column, one per ↘ diagonal (numbered r - c + N - 1) and one per ↙ diagonal (numbered r + c). A square is safe when its three flags are clear: three look-ups, however many queens stand on the board. Placing a queen sets its three flags, removing it clears them.</source>
        <translation>三个是/否标记数组记录哪些线上已经有皇后：每列一个标记，每条 ↘ 对角线一个（编号 r - c + N - 1），每条 ↙ 对角线一个（编号 r + c）。一格的三个标记都没有设置时，它就是安全的：只需查三次，与棋盘上有多少皇后无关。放下皇后时设置它的三个标记，拿走时清除。</translation>
    </message>
    <message>
        <source>Three arrays of yes/no flags remember which lines already hold a queen: one flag per row, one per ↘ diagonal (numbered r - c + N - 1) and one per ↙ diagonal (numbered r + c). A square is safe when its three flags are clear: three look-ups, however many queens stand on the board. Placing a queen sets its three flags, removing it clears them.</source>
        <translation>三个是/否标记数组记录哪些线上已经有皇后：每行一个标记，每条 ↘ 对角线一个（编号 r - c + N - 1），每条 ↙ 对角线一个（编号 r + c）。一格的三个标记都没有设置时，它就是安全的：只需查三次，与棋盘上有多少皇后无关。放下皇后时设置它的三个标记，拿走时清除。</translation>
    </message>
    <message>
        <source>Each row is handled as a number whose bit c stands for column c. Three numbers mark the squares of the current row that are attacked along a column (cols) or a diagonal (ld, rd); one expression, ~(cols | ld | rd) &amp; full, gives every safe square at once, and free &amp; -free takes the lowest of them. Only safe squares are ever chosen, so there is nothing to try and no conflict to show. Going one row down shifts the diagonal masks one column, because a diagonal moves one column per row.</source>
        <translation>每一行被当作一个数，它的第 c 位代表第 c 列。三个数标出当前行中沿列（cols）或沿对角线（ld、rd）被攻击的格；一个表达式 ~(cols | ld | rd) &amp; full 一次给出所有安全格，free &amp; -free 取出其中最低的一个。只会选到安全格，所以没有什么要尝试，也没有冲突可显示。往下走一行，对角线掩码就移动一列，因为对角线每行移动一列。</translation>
    </message>
    <message>
        <source>Each column is handled as a number whose bit r stands for row r. Three numbers mark the squares of the current column that are attacked along a row (rows) or a diagonal (ld, rd); one expression, ~(rows | ld | rd) &amp; full, gives every safe square at once, and free &amp; -free takes the lowest of them. Only safe squares are ever chosen, so there is nothing to try and no conflict to show. Going one column right shifts the diagonal masks one row, because a diagonal moves one row per column.</source>
        <translation>每一列被当作一个数，它的第 r 位代表第 r 行。三个数标出当前列中沿行（rows）或沿对角线（ld、rd）被攻击的格；一个表达式 ~(rows | ld | rd) &amp; full 一次给出所有安全格，free &amp; -free 取出其中最低的一个。只会选到安全格，所以没有什么要尝试，也没有冲突可显示。往右走一列，对角线掩码就移动一行，因为对角线每列移动一行。</translation>
    </message>
    <message>
        <source>one is enough</source>
        <translation>一个就够</translation>
    </message>
    <message>
        <source>look for more</source>
        <translation>继续找</translation>
    </message>
</context>
<context>
    <name>PseudocodeView</name>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Safety check</source>
        <translation>安全检查</translation>
    </message>
    <message>
        <source>Backtracking row by row: one queen per row, its column chosen by the loop</source>
        <translation>逐行回溯：每行一个皇后，由循环选择它所在的列</translation>
    </message>
    <message>
        <source>Backtracking column by column: one queen per column, its row chosen by the loop</source>
        <translation>逐列回溯：每列一个皇后，由循环选择它所在的行</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>伪代码</translation>
    </message>
    <message>
        <source>Algorithm pseudocode</source>
        <translation>算法伪代码</translation>
    </message>
    <message>
        <source>Safety check pseudocode: %1</source>
        <translation>安全检查伪代码：%1</translation>
    </message>
    <message>
        <source>How the safety check works</source>
        <translation>安全检查的原理</translation>
    </message>
</context>
<context>
    <name>RunController</name>
    <message>
        <source>The search ends at step %1: it has no step %2</source>
        <translation>搜索在第 %1 步结束：没有第 %2 步</translation>
    </message>
    <message numerus="yes">
        <source>The search finds %n solution(s) in all: it has no solution %1</source>
        <translation>
            <numerusform>搜索共找到 %n 个解：没有第 %1 个解</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunProgramDialog</name>
    <message>
        <source>Run my program</source>
        <translation>运行我的程序</translation>
    </message>
    <message>
        <source>&amp;Command line ({N} is the board size):</source>
        <translation>命令行（{N} 是棋盘大小）(&amp;C)：</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>&amp;Folder it runs in:</source>
        <translation>运行所在的文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>Board si&amp;ze N:</source>
        <translation>棋盘大小 N(&amp;Z)：</translation>
    </message>
    <message>
        <source>&amp;It stops at the first solution</source>
        <translation>它在第一个解处停止(&amp;I)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>&amp;Time limit:</source>
        <translation>时间限制(&amp;T)：</translation>
    </message>
    <message>
        <source>The program runs in a process group of its own, its output read as a trace. Stop, closing the window or the time limit ends it and everything it started.</source>
        <translation>程序在它自己的进程组中运行，其输出被当作跟踪记录读取。“停止”、关闭窗口或到达时间限制都会结束它以及它启动的一切。</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>The folder your program runs in</source>
        <translation>你的程序运行所在的文件夹</translation>
    </message>
</context>
<context>
    <name>RunStatusLabel</name>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>%1 · N=%2 · step %3</source>
        <translation>%1 · N=%2 · 第 %3 步</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Try it yourself · the search waits at step %1 (N=%2)</source>
        <translation>自己试试 · 搜索停在第 %1 步等待（N=%2）</translation>
    </message>
    <message>
        <source>%1 · N=%2</source>
        <translation>%1 · N=%2</translation>
    </message>
    <message>
        <source>Going to step %1: %2% · N=%3 · Space stops</source>
        <translation>正在前往第 %1 步：%2% · N=%3 · 空格键停止</translation>
    </message>
    <message>
        <source>Going to solution %1: %2 found · N=%3 · Space stops</source>
        <translation>正在前往第 %1 个解：已找到 %2 个 · N=%3 · 空格键停止</translation>
    </message>
    <message>
        <source>%1 · your program&apos;s trace · %2 · N=%3 · step %4 of %5</source>
        <translation>%1 · 你的程序的跟踪记录 · %2 · N=%3 · 第 %4 步，共 %5 步</translation>
    </message>
</context>
<context>
    <name>ScreenBlank</name>
    <message>
        <source>Blank screen</source>
        <translation>黑屏</translation>
    </message>
    <message>
        <source>Press any key to show the board again</source>
        <translation>按任意键重新显示棋盘</translation>
    </message>
    <message>
        <source>In presentation mode: blank the screen, as a clicker&apos;s blank button does (any key shows it again); there %1 runs to the next backtrack and %2 goes to the next bookmark</source>
        <translation>演示模式下：像翻页笔的黑屏键那样使屏幕变黑（按任意键恢复显示）；此时 %1 运行到下一次回溯，%2 转到下一个书签</translation>
    </message>
</context>
<context>
    <name>SearchTreeLegend</name>
    <message>
        <source>on the board</source>
        <translation>在棋盘上</translation>
    </message>
    <message>
        <source>lifted</source>
        <translation>已拿走</translation>
    </message>
    <message>
        <source>just lifted</source>
        <translation>刚拿走</translation>
    </message>
    <message>
        <source>solution</source>
        <translation>解</translation>
    </message>
    <message>
        <source>trying</source>
        <translation>尝试中</translation>
    </message>
    <message>
        <source>explored</source>
        <translation>已探索</translation>
    </message>
    <message>
        <source>ruled out by the mask</source>
        <translation>被掩码排除</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>被拒绝</translation>
    </message>
    <message>
        <source>numbers: rows</source>
        <translation>数字：行号</translation>
    </message>
    <message>
        <source>numbers: columns</source>
        <translation>数字：列号</translation>
    </message>
</context>
<context>
    <name>SearchTreeNames</name>
    <message>
        <source>Start</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>C%1</source>
        <translation>列%1</translation>
    </message>
    <message>
        <source>R%1</source>
        <translation>行%1</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <translation>第 %1 行第 %2 列</translation>
    </message>
</context>
<context>
    <name>SearchTreeView</name>
    <message>
        <source>Search tree</source>
        <translation>搜索树</translation>
    </message>
    <message>
        <source>The queens placed so far as a tree, one level per row of the board. Arrow keys move between nodes, Enter jumps to the step that placed the queen, plus and minus zoom.</source>
        <translation>把目前放置的皇后画成一棵树，棋盘的每一行是一层。方向键在节点之间移动，Enter 跳到放置该皇后的那一步，加号和减号缩放。</translation>
    </message>
    <message>
        <source>row %1: column %2</source>
        <translation>第 %1 行：第 %2 列</translation>
    </message>
    <message>
        <source>column %1: row %2</source>
        <translation>第 %1 列：第 %2 行</translation>
    </message>
    <message>
        <source>row %1: trying column %2</source>
        <translation>第 %1 行：正在尝试第 %2 列</translation>
    </message>
    <message>
        <source>column %1: trying row %2</source>
        <translation>第 %1 列：正在尝试第 %2 行</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>棋盘是空的。</translation>
    </message>
    <message>
        <source>Path from the start: %1.</source>
        <translation>从起点出发的路径：%1。</translation>
    </message>
</context>
<context>
    <name>SearchUndo</name>
    <message>
        <source>N=%1, step %2</source>
        <translation>N=%1，第 %2 步</translation>
    </message>
    <message>
        <source>Back to the search before: %1</source>
        <translation>回到之前的搜索：%1</translation>
    </message>
    <message>
        <source>Forward again to: %1</source>
        <translation>重新前进到：%1</translation>
    </message>
</context>
<context>
    <name>SideDocks</name>
    <message>
        <source>Controls</source>
        <translation>控制</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>解列表</translation>
    </message>
    <message>
        <source>The options of the search (board size, goal, order, safety check), the speed, the buttons that run it and its counters. Changing an option starts a new search; Edit ▸ Undo brings the old one back.</source>
        <translation>搜索的选项（棋盘大小、目标、顺序、安全检查）、速度、运行搜索的按钮以及计数器。更改选项会开始新的搜索；编辑 ▸ 撤销搜索更改可恢复原来的搜索。</translation>
    </message>
    <message>
        <source>Every solution found so far, with its number and symmetry class. Show all of them, only one of each class, or all grouped by class; select one to see it on the board (Esc goes back to the search).</source>
        <translation>目前找到的每个解，带有编号和对称类。可以显示全部解、每类只显示一个，或按类分组显示全部；选中一个解可在棋盘上查看（按 Esc 返回搜索）。</translation>
    </message>
</context>
<context>
    <name>SimpleView</name>
    <message>
        <source>Full view</source>
        <translation>完整视图</translation>
    </message>
    <message>
        <source>Show every panel and menu entry (%1)</source>
        <translation>显示所有面板和菜单项（%1）</translation>
    </message>
    <message>
        <source>Simple view: the board, the run&apos;s controls and the pseudocode. %1 shows every panel.</source>
        <translation>简洁视图：棋盘、运行控制和伪代码。按 %1 显示所有面板。</translation>
    </message>
    <message>
        <source>Full view: every panel and menu entry. %1 goes back to the Simple view.</source>
        <translation>完整视图：所有面板和菜单项。按 %1 回到简洁视图。</translation>
    </message>
</context>
<context>
    <name>SolutionDelegate</name>
    <message>
        <source>Solution %1</source>
        <translation>解 %1</translation>
    </message>
</context>
<context>
    <name>SolutionListModel</name>
    <message>
        <source>Solution %1: %2</source>
        <translation>解 %1：%2</translation>
    </message>
    <message>
        <source>class %1 · size %2</source>
        <translation type="vanished">第 %1 类 · 大小 %2</translation>
    </message>
    <message>
        <source>Solution %1: %2, symmetry class %3</source>
        <translation>解 %1：%2，对称类 %3</translation>
    </message>
    <message numerus="yes">
        <source>class %1 · %n board(s)</source>
        <translation>
            <numerusform>第 %1 类 · %n 个棋盘</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolutionsExporter</name>
    <message>
        <source>An export is already running</source>
        <translation>已有一个导出正在进行</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Export cancelled: %1 was not written</source>
        <translation>已取消导出：未写入 %1</translation>
    </message>
    <message>
        <source>Solutions saved to %1</source>
        <translation>解已保存到 %1</translation>
    </message>
    <message>
        <source>Export solutions</source>
        <translation>导出解</translation>
    </message>
    <message>
        <source>The list is empty: run the search first.</source>
        <translation>列表为空：请先运行搜索。</translation>
    </message>
    <message>
        <source>Arrays, one a line: [1, 3, 0, 2] (*.txt)</source>
        <translation>数组，每行一个：[1, 3, 0, 2] (*.txt)</translation>
    </message>
    <message>
        <source>Rows of . and Q (*.txt)</source>
        <translation>由 . 和 Q 组成的行 (*.txt)</translation>
    </message>
    <message>
        <source>Grids of _ and Q (*.txt)</source>
        <translation>由 _ 和 Q 组成的网格 (*.txt)</translation>
    </message>
    <message>
        <source>0/1 matrices (*.txt)</source>
        <translation>0/1 矩阵 (*.txt)</translation>
    </message>
    <message>
        <source>Numbered boards (*.txt)</source>
        <translation>编号棋盘 (*.txt)</translation>
    </message>
    <message>
        <source>LeetCode list (*.txt)</source>
        <translation>LeetCode 列表 (*.txt)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>solutions.txt</source>
        <translation>解.txt</translation>
    </message>
    <message>
        <source>Print handout</source>
        <translation>打印讲义</translation>
    </message>
    <message numerus="yes">
        <source>Saving %Ln solutions…</source>
        <translation>
            <numerusform>正在保存 %Ln 个解…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %Ln fundamental solutions of the %1-queens puzzle</source>
        <translation>
            <numerusform>%1 皇后问题的 %Ln 个基本解</numerusform>
        </translation>
    </message>
    <message>
        <source>Solutions of the %1-queens puzzle, grouped by symmetry</source>
        <translation>%1 皇后问题的解，按对称性分组</translation>
    </message>
    <message>
        <source>Solutions of the %1-queens puzzle</source>
        <translation>%1 皇后问题的解</translation>
    </message>
    <message>
        <source>Save handout</source>
        <translation>保存讲义</translation>
    </message>
    <message>
        <source>handout.pdf</source>
        <translation>讲义.pdf</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message numerus="yes">
        <source>Handout saved to %1 (%Ln pages)</source>
        <translation>
            <numerusform>讲义已保存到 %1（%Ln 页）</numerusform>
        </translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>导出%1</translation>
    </message>
    <message numerus="yes">
        <source>all %Ln listed solutions</source>
        <translation>
            <numerusform>列出的全部 %Ln 个解</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the %Ln selected solutions</source>
        <translation>
            <numerusform>选中的 %Ln 个解</numerusform>
        </translation>
    </message>
    <message>
        <source>the first %1 of the %2 listed solutions</source>
        <translation>列出的 %2 个解中的前 %1 个</translation>
    </message>
    <message>
        <source>Print handout: %1</source>
        <translation>打印讲义：%1</translation>
    </message>
    <message>
        <source>Save handout: %1</source>
        <translation>保存讲义：%1</translation>
    </message>
</context>
<context>
    <name>SolutionsPanel</name>
    <message>
        <source>%1 found</source>
        <translation>已找到 %1 个</translation>
    </message>
    <message>
        <source> · %1 fundamental</source>
        <translation> · %1 个基本解</translation>
    </message>
    <message>
        <source>Go to solution</source>
        <translation>转到解</translation>
    </message>
    <message>
        <source>Solution number (1 to %1):</source>
        <translation>解的编号（1 到 %1）：</translation>
    </message>
    <message>
        <source>Solution %1 is not in the list as it is shown now</source>
        <translation>按当前显示方式，列表中没有解 %1</translation>
    </message>
    <message>
        <source>All solutions, in the order found</source>
        <translation>所有解，按找到的顺序</translation>
    </message>
    <message>
        <source>Fundamental solutions only</source>
        <translation>仅基本解</translation>
    </message>
    <message>
        <source>All, grouped by symmetry class</source>
        <translation>全部，按对称类分组</translation>
    </message>
    <message>
        <source>Fundamental solutions are distinct under the 8 rotations and reflections of the board</source>
        <translation>基本解在棋盘的 8 种旋转和翻转下互不相同</translation>
    </message>
    <message>
        <source>Solutions found</source>
        <translation>已找到的解</translation>
    </message>
    <message>
        <source>Which solutions to list</source>
        <translation>要列出哪些解</translation>
    </message>
    <message>
        <source>%1 counted · a count lists none</source>
        <translation>已统计 %1 个 · 统计不列出解</translation>
    </message>
    <message>
        <source> · the list holds the first %1 (%2 fundamental)</source>
        <translation> · 列表中只有前 %1 个（其中 %2 个基本解）</translation>
    </message>
    <message>
        <source>Solution number (none found yet: the search runs on to it):</source>
        <translation>解的编号（尚未找到：搜索会继续运行到它）：</translation>
    </message>
    <message>
        <source>Solution number (1 to %1 found so far; a later one, the search runs on to):</source>
        <translation>解的编号（目前已找到 1 到 %1；更靠后的，搜索会继续运行到它）：</translation>
    </message>
</context>
<context>
    <name>SpeedScale</name>
    <message>
        <source>Full speed</source>
        <translation>全速</translation>
    </message>
    <message>
        <source>One step every %1 s</source>
        <translation>每 %1 秒一步</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>每秒 %1 步</translation>
    </message>
</context>
<context>
    <name>SpokenText</name>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
</context>
<context>
    <name>StepSourceBox</name>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Which steps to export</source>
        <translation>要导出哪些步</translation>
    </message>
    <message>
        <source>A &amp;range of steps</source>
        <translation>一段连续的步(&amp;R)</translation>
    </message>
    <message>
        <source>A range of steps</source>
        <translation>一段连续的步</translation>
    </message>
    <message>
        <source>The pat&amp;h to a solution</source>
        <translation>通往某个解的路径(&amp;H)</translation>
    </message>
    <message>
        <source>The path to a solution</source>
        <translation>通往某个解的路径</translation>
    </message>
    <message>
        <source>&amp;Bookmarked steps</source>
        <translation>加了书签的步(&amp;B)</translation>
    </message>
    <message>
        <source>Bookmarked steps</source>
        <translation>加了书签的步</translation>
    </message>
    <message>
        <source>From step</source>
        <translation>起始步</translation>
    </message>
    <message>
        <source>To step</source>
        <translation>结束步</translation>
    </message>
    <message>
        <source>&amp;from</source>
        <translation>从(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;to</source>
        <translation>到(&amp;T)</translation>
    </message>
    <message>
        <source>Solution number</source>
        <translation>解的编号</translation>
    </message>
    <message>
        <source>of %1 found so far</source>
        <translation>（目前已找到 %1 个）</translation>
    </message>
    <message>
        <source>(no solution found yet)</source>
        <translation>（尚未找到解）</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>(no bookmarks)</source>
        <translation>（没有书签）</translation>
    </message>
    <message>
        <source>Bookmarked steps to put on the sheet</source>
        <translation>要放到练习单上的、加了书签的步</translation>
    </message>
    <message>
        <source>From bookmark</source>
        <translation>起始书签</translation>
    </message>
    <message>
        <source>To bookmark</source>
        <translation>结束书签</translation>
    </message>
    <message>
        <source>fro&amp;m</source>
        <translation>从(&amp;M)</translation>
    </message>
    <message>
        <source>t&amp;o</source>
        <translation>到(&amp;O)</translation>
    </message>
    <message>
        <source>That is %1 boards; a worksheet holds at most %2. Choose fewer steps.</source>
        <translation>这样共有 %1 个棋盘；一份练习单最多 %2 个。请少选一些步。</translation>
    </message>
    <message>
        <source>That is %1 frames; an animation holds at most %2. Choose fewer steps.</source>
        <translation>这样共有 %1 帧；一个动画最多 %2 帧。请少选一些步。</translation>
    </message>
    <message>
        <source>The first bookmark comes after the last one.</source>
        <translation>起始书签在结束书签之后。</translation>
    </message>
    <message>
        <source>The range is empty: it ends before it starts.</source>
        <translation>范围为空：结束步在起始步之前。</translation>
    </message>
    <message>
        <source>Tick at least one bookmarked step.</source>
        <translation>请至少勾选一个加了书签的步。</translation>
    </message>
    <message>
        <source>(counting the solutions up to step %1…)</source>
        <translation>（正在统计到第 %1 步为止的解…）</translation>
    </message>
    <message>
        <source>of %1 found by step %2; solution %3 is bookmarked</source>
        <translation>（到第 %2 步共找到 %1 个；第 %3 个解有书签）</translation>
    </message>
    <message>
        <source>of %1 found by step %2, the last bookmark</source>
        <translation>（到第 %2 步即最后一个书签共找到 %1 个）</translation>
    </message>
</context>
<context>
    <name>StepTimeline</name>
    <message>
        <source>Timeline</source>
        <translation>时间轴</translation>
    </message>
    <message>
        <source>Step %L1 of %L2; the search has ended</source>
        <translation>第 %L1 步，共 %L2 步；搜索已结束</translation>
    </message>
    <message>
        <source>Step %L1 of %L2 run so far</source>
        <translation>第 %L1 步，目前共走了 %L2 步</translation>
    </message>
</context>
<context>
    <name>SymmetryView</name>
    <message>
        <source>Symmetries of the selected solution</source>
        <translation>所选解的对称形式</translation>
    </message>
    <message>
        <source>as found</source>
        <translation>原样</translation>
    </message>
    <message>
        <source>turned 90°</source>
        <translation>旋转 90°</translation>
    </message>
    <message>
        <source>turned 180°</source>
        <translation>旋转 180°</translation>
    </message>
    <message>
        <source>turned 270°</source>
        <translation>旋转 270°</translation>
    </message>
    <message>
        <source>mirrored left-right</source>
        <translation>左右镜像</translation>
    </message>
    <message>
        <source>mirrored top-bottom</source>
        <translation>上下镜像</translation>
    </message>
    <message>
        <source>flipped on the main diagonal</source>
        <translation>沿主对角线翻转</translation>
    </message>
    <message>
        <source>flipped on the anti-diagonal</source>
        <translation>沿反对角线翻转</translation>
    </message>
    <message>
        <source>Select a solution in the list to see its rotations and reflections.</source>
        <translation>在列表中选择一个解，查看它的旋转和翻转。</translation>
    </message>
    <message>
        <source>8 different boards: every rotation and reflection gives a new solution.</source>
        <translation>8 个不同的棋盘：每种旋转和翻转都得到一个新解。</translation>
    </message>
    <message>
        <source>4 different boards: turning it half way round gives the same solution.</source>
        <translation>4 个不同的棋盘：旋转半圈得到同一个解。</translation>
    </message>
    <message>
        <source>2 different boards: turning it a quarter round gives the same solution.</source>
        <translation>2 个不同的棋盘：旋转四分之一圈得到同一个解。</translation>
    </message>
    <message>
        <source>1 board: the single queen is its own image.</source>
        <translation>1 个棋盘：唯一的皇后就是它自己的像。</translation>
    </message>
    <message>
        <source> (same as %1)</source>
        <translation>（与%1相同）</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>fundamental form</source>
        <translation>基本形式</translation>
    </message>
</context>
<context>
    <name>TeachingDocks</name>
    <message>
        <source>Call stack</source>
        <translation>调用栈</translation>
    </message>
    <message>
        <source>Counters by level</source>
        <translation>各层计数</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>对称</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>伪代码</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>搜索树</translation>
    </message>
    <message>
        <source>Compare the checks</source>
        <translation>比较检查方法</translation>
    </message>
    <message>
        <source>The backtracking algorithm as code, the line of the step on the board highlighted. Its second tab shows the safety check that was chosen: the scan over the earlier queens, the occupancy arrays or the bitmasks.</source>
        <translation>以代码形式显示回溯算法，并高亮棋盘上当前这一步对应的行。第二个标签页显示所选的安全检查：扫描已放置的皇后、占用数组或位掩码。</translation>
    </message>
    <message>
        <source>The recursion as a call stack: one frame of solve(r) per row with a queen, the deepest on top, each with the square being tried and the candidates left. A backtrack pops the top frame.</source>
        <translation>以调用栈表示递归：每个放了皇后的行对应一个 solve(r) 栈帧，最深的在最上面，每帧显示正在尝试的格和剩余的候选格。回溯会弹出最上面的栈帧。</translation>
    </message>
    <message>
        <source>Every square tried so far as a tree: the root is the empty board, each level a row, each node a square tried there. The path to the step on the board stays in view; refused squares and dead ends are marked. Click a node to go to its step.</source>
        <translation>把目前尝试过的每一格画成一棵树：根是空棋盘，每一层是一行，每个节点是在该行尝试过的一格。通往棋盘上当前这一步的路径始终可见；被拒绝的格和死路都有标记。点击一个节点可转到它对应的那一步。</translation>
    </message>
    <message>
        <source>For each row (or column, in column order), the placements and the backtracks made there so far: where the search spends its work.</source>
        <translation>每一行（按列顺序时为每一列）到目前为止的放置和回溯次数：可以看出搜索把工作花在了哪里。</translation>
    </message>
    <message>
        <source>How many safety checks each of the three methods (scan, arrays, bitmasks) needs for this board size, order and goal, counted on a worker thread.</source>
        <translation>对于当前的棋盘大小、顺序和目标，三种方法（扫描、数组、位掩码）各需要多少次安全检查，在后台线程中统计。</translation>
    </message>
    <message>
        <source>The selected solution turned and mirrored in the 8 ways a board can be: repeated pictures are greyed, and the smallest form, the class&apos;s fundamental solution, is marked.</source>
        <translation>所选解经过旋转和翻转得到的 8 种形式：重复的图形显示为灰色，最小的形式，即该类的基本解，会被标出。</translation>
    </message>
</context>
<context>
    <name>TraceActions</name>
    <message>
        <source>Open a trace of &amp;your program…</source>
        <translation>打开你的程序的跟踪记录(&amp;Y)…</translation>
    </message>
    <message>
        <source>Open the trace your own program printed of its search (place r c, remove r c, solution…), check it against the rules and step through it</source>
        <translation>打开你自己的程序输出的搜索跟踪记录（place r c、remove r c、solution…），按规则检查并逐步查看</translation>
    </message>
    <message>
        <source>Go to the first step where your program breaks a rule</source>
        <translation>转到你的程序第一次违反规则的那一步</translation>
    </message>
    <message>
        <source>&amp;Jump to the first violation</source>
        <translation>转到第一个违规(&amp;Z)</translation>
    </message>
    <message>
        <source>Run your o&amp;wn program…</source>
        <translation>运行你自己的程序(&amp;Q)…</translation>
    </message>
    <message>
        <source>Run your own program with the board&apos;s N, read the trace it prints while it runs and step through it</source>
        <translation>用棋盘的 N 运行你自己的程序，在它运行时读取它输出的跟踪记录，并逐步查看</translation>
    </message>
    <message>
        <source>Jump to the first violation: the search shown breaks no rule (the built-in search, or a trace of your program that holds)</source>
        <translation>转到第一个违规：当前显示的搜索没有违反任何规则（内置搜索，或你的程序的一份正确的轨迹）</translation>
    </message>
</context>
<context>
    <name>TraceBanner</name>
    <message>
        <source>Go to the first violation (F8)</source>
        <translation>转到第一个违规 (F8)</translation>
    </message>
    <message>
        <source>Back to the built-in search</source>
        <translation>返回内置搜索</translation>
    </message>
    <message>
        <source>Leave the trace and show the program&apos;s own search again</source>
        <translation>离开跟踪记录，重新显示本程序自己的搜索</translation>
    </message>
    <message>
        <source>Your program&apos;s search</source>
        <translation>你的程序的搜索</translation>
    </message>
    <message>
        <source>The search of your program: %1 (N=%2), not the built-in search</source>
        <translation>你的程序的搜索：%1（N=%2），不是内置搜索</translation>
    </message>
    <message>
        <source>Whose search is shown</source>
        <translation>显示的是谁的搜索</translation>
    </message>
    <message>
        <source>What checking the trace found</source>
        <translation>检查跟踪记录的结果</translation>
    </message>
    <message>
        <source>Against the reference search</source>
        <translation>与参考搜索相比</translation>
    </message>
</context>
<context>
    <name>TraceController</name>
    <message>
        <source>%1 — your program&apos;s search</source>
        <translation>%1 — 你的程序的搜索</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>正在运行 %1…</translation>
    </message>
</context>
<context>
    <name>TraceNarrator</name>
    <message>
        <source>row %1, column %2</source>
        <translation>第 %1 行第 %2 列</translation>
    </message>
    <message>
        <source>its column</source>
        <translation>它所在的列</translation>
    </message>
    <message>
        <source>its row</source>
        <translation>它所在的行</translation>
    </message>
    <message>
        <source>a diagonal</source>
        <translation>一条对角线</translation>
    </message>
    <message>
        <source>an anti-diagonal</source>
        <translation>一条反对角线</translation>
    </message>
    <message>
        <source>no line</source>
        <translation>没有任何线</translation>
    </message>
    <message>
        <source>Your program tries %1</source>
        <translation>你的程序尝试%1</translation>
    </message>
    <message>
        <source>Your program finds %1 attacked</source>
        <translation>你的程序发现%1受到攻击</translation>
    </message>
    <message>
        <source>Your program places a queen on %1</source>
        <translation>你的程序在%1放置皇后</translation>
    </message>
    <message>
        <source>Your program reports solution %1</source>
        <translation>你的程序报告解 %1</translation>
    </message>
    <message>
        <source>Your program lifts the queen from %1</source>
        <translation>你的程序从%1拿走皇后</translation>
    </message>
    <message>
        <source>Your program backtracks: level %1 has no square left</source>
        <translation>你的程序回溯：第 %1 层已没有格子可试</translation>
    </message>
    <message>
        <source>Your program says its search is done</source>
        <translation>你的程序表示搜索已结束</translation>
    </message>
    <message>
        <source>The trace of %1 ends after %2 steps. Its first violation: %3</source>
        <translation>%1 的跟踪记录在 %2 步后结束。第一个违规：%3</translation>
    </message>
    <message>
        <source>The trace of %1 ends after %2 steps. %3</source>
        <translation>%1 的跟踪记录在 %2 步后结束。%3</translation>
    </message>
    <message>
        <source>The trace of %1, %2 steps: press Play to watch your program&apos;s search, or Step to go one step at a time</source>
        <translation>%1 的跟踪记录，共 %2 步：按“播放”观看你的程序的搜索，或按“前进一步”逐步查看</translation>
    </message>
    <message>
        <source>a number is missing (the event is written %1)</source>
        <translation>缺少一个数（该事件应写作 %1）</translation>
    </message>
    <message>
        <source>%1 is not a whole number from 0 to %2</source>
        <translation>%1 不是 0 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>%1 is off the board (0 to %2)</source>
        <translation>%1 超出了棋盘（0 到 %2）</translation>
    </message>
    <message>
        <source>%1 is one word too many (the event is written %2)</source>
        <translation>%1 是多余的词（该事件应写作 %2）</translation>
    </message>
    <message>
        <source>“queen” should follow the square, not %1 (the event is written %2)</source>
        <translation>格子后面应是“queen”，而不是 %1（该事件应写作 %2）</translation>
    </message>
    <message>
        <source>the line the queen attacks along is missing (column, row, diagonal or anti-diagonal)</source>
        <translation>缺少皇后攻击所沿的线（column、row、diagonal 或 anti-diagonal）</translation>
    </message>
    <message>
        <source>the line %1 is not column, row, diagonal or anti-diagonal</source>
        <translation>线 %1 不是 column、row、diagonal 或 anti-diagonal</translation>
    </message>
    <message>
        <source>the line is %1 bytes long, and an event takes a few words</source>
        <translation>该行长 %1 字节，而一个事件只有几个词</translation>
    </message>
    <message>
        <source>Step %1 (line %2): %3</source>
        <translation>第 %1 步（第 %2 行）：%3</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>Line %1: your program wrote %2, which is not an event: %3</source>
        <translation>第 %1 行：你的程序写了 %2，这不是一个事件：%3</translation>
    </message>
    <message>
        <source>your program placed a queen on %1, where a queen already stands</source>
        <translation>你的程序在%1放置了皇后，而那里已有一个皇后</translation>
    </message>
    <message>
        <source>your program placed a queen on %1, but the queen on %2 attacks it along %3</source>
        <translation>你的程序在%1放置了皇后，但%2的皇后沿%3攻击它</translation>
    </message>
    <message>
        <source>your program removed a queen from %1, where none stands</source>
        <translation>你的程序从%1拿走了皇后，而那里没有皇后</translation>
    </message>
    <message>
        <source>your program says the queen on %1 attacks %2, but no queen stands there</source>
        <translation>你的程序说%1的皇后攻击%2，但那里没有皇后</translation>
    </message>
    <message>
        <source>your program says the queen on %1 attacks %2, but it does not</source>
        <translation>你的程序说%1的皇后攻击%2，但它并没有</translation>
    </message>
    <message>
        <source>your program says the queen on %1 attacks %2 along %3, but it attacks it along %4</source>
        <translation>你的程序说%1的皇后沿%3攻击%2，但它是沿%4攻击的</translation>
    </message>
    <message>
        <source>your program says %1 is attacked, but no queen attacks it</source>
        <translation>你的程序说%1受到攻击，但没有皇后攻击它</translation>
    </message>
    <message numerus="yes">
        <source>your program reported a solution with %n queen(s) on the board; a solution has %1</source>
        <translation>
            <numerusform>你的程序报告了一个棋盘上只有 %n 个皇后的解；一个解有 %1 个</numerusform>
        </translation>
    </message>
    <message>
        <source>your program reported the solution %1 again: it was solution %2, on line %3</source>
        <translation>你的程序再次报告了解 %1：它已是第 %3 行的解 %2</translation>
    </message>
    <message>
        <source>At the end (line %1): the trace holds %2 of the %3 solutions; your program missed %4, the first of them %5</source>
        <translation>结尾（第 %1 行）：跟踪记录含有 %3 个解中的 %2 个；你的程序漏掉了 %4 个，第一个是 %5</translation>
    </message>
    <message>
        <source>At the end (line %1): the trace holds no solution, but N=%2 has one, the first %3</source>
        <translation>结尾（第 %1 行）：跟踪记录里没有解，但 N=%2 有解，第一个是 %3</translation>
    </message>
    <message>
        <source>%1 (×%2)</source>
        <translation>%1（×%2）</translation>
    </message>
    <message>
        <source>Not compared with the reference search: it is far longer than this trace</source>
        <translation>未与参考搜索比较：参考搜索比这份跟踪记录长得多</translation>
    </message>
    <message>
        <source>Against the reference search: placements %1; the trace reports no tries</source>
        <translation>与参考搜索相比：放置 %1；跟踪记录没有报告尝试</translation>
    </message>
    <message>
        <source>Against the reference search: tries %1, placements %2</source>
        <translation>与参考搜索相比：尝试 %1，放置 %2</translation>
    </message>
    <message>
        <source>Your program finds %1 attacked by the queen on %2 along %3</source>
        <translation>你的程序发现%1被%2的皇后沿%3攻击</translation>
    </message>
    <message numerus="yes">
        <source>Your program&apos;s search breaks no rule and reports %Ln solution(s) (the first was asked for).</source>
        <translation>
            <numerusform>你的程序的搜索没有违反任何规则，报告了 %Ln 个解（要求的是第一个解）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The trace is empty: N=%1 has %Ln solution(s), and your program reported none</source>
        <translation>
            <numerusform>跟踪记录是空的：N=%1 有 %Ln 个解，而你的程序一个也没有报告</numerusform>
        </translation>
    </message>
    <message>
        <source>At the end (line %1): the trace holds %2 of the %3 solutions; your program missed %4 (too many to search for which)</source>
        <translation>结尾（第 %1 行）：跟踪记录含有 %3 个解中的 %2 个；你的程序漏掉了 %4 个（太多，无法逐一查找是哪些）</translation>
    </message>
    <message>
        <source>At the end (line %1): the trace holds no solution, but N=%2 has solutions</source>
        <translation>结尾（第 %1 行）：跟踪记录里没有解，但 N=%2 有解</translation>
    </message>
    <message>
        <source>Line %1 (%2) ends with an event after your program&apos;s own text, so it was read as the program&apos;s output: a prompt without a newline? The helpers mark their events so that they are read there.</source>
        <translation>第 %1 行（%2）在你的程序自己的文字之后才出现事件，因此被当作程序的输出读取：是不是提示后没有换行？辅助文件会标记它们的事件，这样在那里也能读到。</translation>
    </message>
    <message>
        <source>it wrote nothing on standard error</source>
        <translation>它没有向标准错误写任何内容</translation>
    </message>
    <message>
        <source>Your program was ended by a signal before its search ended: %1</source>
        <translation>你的程序在搜索结束前被信号终止：%1</translation>
    </message>
    <message>
        <source>Your program ended with exit status %1 before its search ended: %2</source>
        <translation>你的程序在搜索结束前以退出状态 %1 结束：%2</translation>
    </message>
    <message numerus="yes">
        <source>Your program&apos;s search breaks no rule as far as it went; it was cut before its end, so its %Ln solution(s) are not compared with all of N&apos;s.</source>
        <translation>
            <numerusform>你的程序的搜索在进行到的部分没有违反规则；它在结束前被截断，所以它的 %Ln 个解不与 N 的全部解比较。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your program never placed its queen on %1.</source>
        <translation>你的程序从未放下这个解在%1的皇后。</translation>
    </message>
    <message numerus="yes">
        <source>Your program held at most %n of its queens together, and never placed its queen on %1 with them.</source>
        <translation>
            <numerusform>你的程序最多同时放下这个解的 %n 个皇后，却从未在此基础上放下它在%1的皇后。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your program&apos;s search breaks no rule and reports all %Ln solution(s).</source>
        <translation>
            <numerusform>你的程序的搜索没有违反任何规则，报告了全部 %Ln 个解。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your program&apos;s search breaks no rule and reports %Ln solution(s).</source>
        <translation>
            <numerusform>你的程序的搜索没有违反任何规则，报告了 %Ln 个解。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TraceOpenDialog</name>
    <message>
        <source>Open a trace of your program</source>
        <translation>打开你的程序的跟踪记录</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Trace &amp;file:</source>
        <translation>跟踪记录文件(&amp;F)：</translation>
    </message>
    <message>
        <source>Board si&amp;ze N the program ran with:</source>
        <translation>程序运行时的棋盘大小 N(&amp;Z)：</translation>
    </message>
    <message>
        <source>&amp;It stops at the first solution</source>
        <translation>它在第一个解处停止(&amp;I)</translation>
    </message>
    <message>
        <source>The file is only read: nothing it names is ever run.</source>
        <translation>该文件只会被读取：其中提到的任何东西都不会被运行。</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Traces (*.trace *.txt *.log);;All files (*)</source>
        <translation>跟踪记录 (*.trace *.txt *.log);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>TraceOpener</name>
    <message>
        <source>Cannot open the trace “%1”: %2</source>
        <translation>无法打开跟踪记录“%1”：%2</translation>
    </message>
    <message>
        <source>Cannot read the trace “%1”: %2</source>
        <translation>无法读取跟踪记录“%1”：%2</translation>
    </message>
    <message>
        <source>Reading and checking the trace “%1”…</source>
        <translation>正在读取并检查跟踪记录“%1”…</translation>
    </message>
</context>
<context>
    <name>ViewingBanner</name>
    <message>
        <source>Viewing solution %1: %2. The search goes on behind it.</source>
        <translation>正在查看解 %1：%2。搜索在后台继续进行。</translation>
    </message>
    <message>
        <source>Back to the search (Esc)</source>
        <translation>返回搜索（Esc）</translation>
    </message>
    <message>
        <source>Viewing solution %1: %2. The search has finished.</source>
        <translation>正在查看解 %1：%2。搜索已结束。</translation>
    </message>
    <message>
        <source>Viewing solution %1: %2. The search was cancelled.</source>
        <translation>正在查看解 %1：%2。搜索已取消。</translation>
    </message>
    <message>
        <source>Viewing solution %1: %2. The search is paused behind it.</source>
        <translation>正在查看解 %1：%2。后台的搜索已暂停。</translation>
    </message>
    <message>
        <source>Back to the search: %1</source>
        <translation>返回搜索：%1</translation>
    </message>
</context>
<context>
    <name>WatchView</name>
    <message>
        <source>Watch: the values the safety check reads</source>
        <translation>监视：安全检查读取的值</translation>
    </message>
    <message>
        <source>The variables of the safety check at this step: the entries it reads are framed, red where they make the square unsafe, green where they leave it free.</source>
        <translation>这一步安全检查的变量：它读取的条目加了边框，红色表示这些条目使该格不安全，绿色表示该格仍然空闲。</translation>
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
        <translation>空棋盘：第 0 步</translation>
    </message>
    <message>
        <source>%1: placed at step %2</source>
        <translation>%1：第 %2 步放下</translation>
    </message>
    <message>
        <source>%1: your queen, there from the start</source>
        <translation>%1：你的皇后，从一开始就在</translation>
    </message>
    <message>
        <source>ahead of the current step</source>
        <translation>在当前步之后</translation>
    </message>
    <message>
        <source>lifted at step %1</source>
        <translation>第 %1 步拿走</translation>
    </message>
    <message>
        <source>on the board</source>
        <translation>在棋盘上</translation>
    </message>
    <message>
        <source>completes solution %1</source>
        <translation>完成解 %1</translation>
    </message>
    <message>
        <source>%1: rejected at step %2</source>
        <translation>%1：第 %2 步被拒绝</translation>
    </message>
    <message>
        <source>same column</source>
        <translation>同一列</translation>
    </message>
    <message>
        <source>same row</source>
        <translation>同一行</translation>
    </message>
    <message>
        <source>same diagonal</source>
        <translation>同一对角线</translation>
    </message>
    <message>
        <source>same anti-diagonal</source>
        <translation>同一反对角线</translation>
    </message>
    <message>
        <source>attacked by the queen in row %1, column %2 (%3)</source>
        <translation>被第 %1 行第 %2 列的皇后攻击（%3）</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>St&amp;ep</source>
        <translation>前进一步(&amp;E)</translation>
    </message>
    <message>
        <source>Do the next step of the search</source>
        <translation>执行搜索的下一步</translation>
    </message>
    <message>
        <source>Step bac&amp;k</source>
        <translation>后退一步(&amp;K)</translation>
    </message>
    <message>
        <source>Undo the last step</source>
        <translation>撤销上一步</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重新开始(&amp;R)</translation>
    </message>
    <message>
        <source>Start the search again from an empty board</source>
        <translation>从空棋盘重新开始搜索</translation>
    </message>
    <message>
        <source>&amp;Faster</source>
        <translation>加快(&amp;F)</translation>
    </message>
    <message>
        <source>Run faster</source>
        <translation>加快速度</translation>
    </message>
    <message>
        <source>Sl&amp;ower</source>
        <translation>放慢(&amp;O)</translation>
    </message>
    <message>
        <source>Run slower</source>
        <translation>放慢速度</translation>
    </message>
    <message>
        <source>Bac&amp;k to the search</source>
        <translation>返回搜索(&amp;K)</translation>
    </message>
    <message>
        <source>Leave the solution you are viewing and show the live search</source>
        <translation>离开正在查看的解，显示实时搜索</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>Show the window on the whole screen</source>
        <translation>让窗口占满整个屏幕</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Quit the program</source>
        <translation>退出程序</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Show the keyboard shortcuts</source>
        <translation>显示键盘快捷键</translation>
    </message>
    <message>
        <source>About &amp;N-Queens Visualizer</source>
        <translation>关于 N 皇后可视化工具(&amp;N)</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>版本与许可证</translation>
    </message>
    <message>
        <source>Next solut&amp;ion</source>
        <translation>下一个解(&amp;I)</translation>
    </message>
    <message>
        <source>Run at full speed to the next solution, then pause</source>
        <translation>全速运行到下一个解，然后暂停</translation>
    </message>
    <message>
        <source>&amp;Next backtrack</source>
        <translation>下一次回溯(&amp;N)</translation>
    </message>
    <message>
        <source>Run at full speed to the next backtrack, then pause</source>
        <translation>全速运行到下一次回溯，然后暂停</translation>
    </message>
    <message>
        <source>L&amp;evel…</source>
        <translation>指定层(&amp;E)…</translation>
    </message>
    <message>
        <source>Run at full speed until a queen is placed on a chosen level, then pause</source>
        <translation>全速运行，直到在选定的层放下一个皇后，然后暂停</translation>
    </message>
    <message>
        <source>Clear breakpoints</source>
        <translation>清除断点(&amp;D)</translation>
    </message>
    <message>
        <source>Remove every breakpoint (right-click a square to set or remove one)</source>
        <translation>移除所有断点（右键单击某一格可设置或移除断点）</translation>
    </message>
    <message>
        <source>Try it yourself</source>
        <translation>自己试试(&amp;G)</translation>
    </message>
    <message>
        <source>Place queens by hand; the program explains every square</source>
        <translation>手动放置皇后；程序会解释每一格</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>提示(&amp;I)</translation>
    </message>
    <message>
        <source>Show the square the backtracking algorithm would choose next</source>
        <translation>显示回溯算法下一步会选择的格</translation>
    </message>
    <message>
        <source>Presentation &amp;mode</source>
        <translation>演示模式(&amp;M)</translation>
    </message>
    <message>
        <source>Full screen, the board as large as possible, large narration and a high-contrast board</source>
        <translation>全屏、棋盘尽可能大、大字解说、高对比度棋盘</translation>
    </message>
    <message>
        <source>Attacke&amp;d squares</source>
        <translation>被攻击的格(&amp;D)</translation>
    </message>
    <message>
        <source>Tint the squares attacked by the queens on the board</source>
        <translation>给棋盘上皇后攻击到的格着色</translation>
    </message>
    <message>
        <source>Attack &amp;counts</source>
        <translation>攻击次数(&amp;C)</translation>
    </message>
    <message>
        <source>Show how many queens attack each square</source>
        <translation>显示每一格被多少个皇后攻击</translation>
    </message>
    <message>
        <source>C&amp;onflict lines</source>
        <translation>冲突线(&amp;O)</translation>
    </message>
    <message>
        <source>Draw the line from the attacking queen to a rejected square</source>
        <translation>画出从攻击方皇后到被拒绝格的连线</translation>
    </message>
    <message>
        <source>Ca&amp;ndidate square</source>
        <translation>候选格(&amp;N)</translation>
    </message>
    <message>
        <source>Mark the square being tried</source>
        <translation>标出正在尝试的格</translation>
    </message>
    <message>
        <source>Export boar&amp;d…</source>
        <translation>导出棋盘(&amp;F)…</translation>
    </message>
    <message>
        <source>Save the board as a PNG or SVG picture</source>
        <translation>将棋盘保存为 PNG 或 SVG 图片</translation>
    </message>
    <message>
        <source>Export solutio&amp;ns…</source>
        <translation>导出解(&amp;N)…</translation>
    </message>
    <message>
        <source>Save the listed solutions as text (array, dots, grid, matrix, numbered, LeetCode), CSV or JSON</source>
        <translation>将列出的解保存为文本（数组、点阵、网格、矩阵、编号棋盘、LeetCode）、CSV 或 JSON</translation>
    </message>
    <message>
        <source>&amp;Copy board</source>
        <translation>复制棋盘(&amp;D)</translation>
    </message>
    <message>
        <source>Copy the board to the clipboard as text and as a picture</source>
        <translation>将棋盘以文本和图片形式复制到剪贴板</translation>
    </message>
    <message>
        <source>Copy web lin&amp;k</source>
        <translation>复制网页链接(&amp;K)</translation>
    </message>
    <message>
        <source>Copy a link that opens the web page at this step: the same search in any browser, even where the program is not installed</source>
        <translation>复制一个在此步骤打开网页的链接：在任何浏览器中进行同样的搜索，即使未安装本程序</translation>
    </message>
    <message>
        <source>Pr&amp;int handout…</source>
        <translation>打印讲义(&amp;I)…</translation>
    </message>
    <message>
        <source>Print the selected solutions, or all listed ones, several boards to a page</source>
        <translation>打印选中的解（或列出的全部解），每页多个棋盘</translation>
    </message>
    <message>
        <source>Restore de&amp;faults…</source>
        <translation>恢复默认设置(&amp;J)…</translation>
    </message>
    <message>
        <source>Forget all settings and the window layout</source>
        <translation>忘掉所有设置和窗口布局</translation>
    </message>
    <message>
        <source>&amp;Go to solution…</source>
        <translation>转到解(&amp;G)…</translation>
    </message>
    <message>
        <source>Show the solution with a given number</source>
        <translation type="vanished">显示指定编号的解</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>H&amp;elp</source>
        <translation>帮助(&amp;E)</translation>
    </message>
    <message>
        <source>Ru&amp;n until</source>
        <translation>运行到(&amp;N)</translation>
    </message>
    <message>
        <source>Boar&amp;d theme</source>
        <translation>棋盘主题(&amp;D)</translation>
    </message>
    <message>
        <source>Appearan&amp;ce</source>
        <translation>外观(&amp;C)</translation>
    </message>
    <message>
        <source>Lang&amp;uage</source>
        <translation>语言(&amp;U)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>&amp;Overlays</source>
        <translation>叠加显示(&amp;O)</translation>
    </message>
    <message>
        <source>Pan&amp;els</source>
        <translation>面板(&amp;E)</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>暂停(&amp;U)</translation>
    </message>
    <message>
        <source>Pla&amp;y</source>
        <translation>播放(&amp;Y)</translation>
    </message>
    <message>
        <source>Pause the search</source>
        <translation>暂停搜索</translation>
    </message>
    <message>
        <source>Run the search at the chosen speed</source>
        <translation>按所选速度运行搜索</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Sta&amp;rt</source>
        <translation>开始(&amp;C)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Save hando&amp;ut as PDF…</source>
        <translation>将讲义保存为 PDF(&amp;U)…</translation>
    </message>
    <message>
        <source>Save the handout (the selected solutions, or all listed ones) as a PDF file</source>
        <translation>将讲义（所选解，或列出的全部解）保存为 PDF 文件</translation>
    </message>
    <message>
        <source>&amp;Go to step…</source>
        <translation>转到步骤(&amp;J)…</translation>
    </message>
    <message>
        <source>Jump to any step the search has run (or click the timeline under the board)</source>
        <translation type="vanished">跳到搜索已经走过的任意一步（或点击棋盘下方的时间轴）</translation>
    </message>
    <message>
        <source>1 step a second</source>
        <translation>每秒 1 步</translation>
    </message>
    <message>
        <source>Set the speed to 1 step a second</source>
        <translation>把速度设为每秒 1 步</translation>
    </message>
    <message>
        <source>10 steps a second</source>
        <translation>每秒 10 步</translation>
    </message>
    <message>
        <source>Set the speed to 10 steps a second</source>
        <translation>把速度设为每秒 10 步</translation>
    </message>
    <message>
        <source>100 steps a second</source>
        <translation>每秒 100 步</translation>
    </message>
    <message>
        <source>Set the speed to 100 steps a second</source>
        <translation>把速度设为每秒 100 步</translation>
    </message>
    <message>
        <source>1,000 steps a second</source>
        <translation>每秒 1,000 步</translation>
    </message>
    <message>
        <source>Set the speed to 1,000 steps a second</source>
        <translation>把速度设为每秒 1,000 步</translation>
    </message>
    <message>
        <source>Full speed</source>
        <translation>全速</translation>
    </message>
    <message>
        <source>Run as fast as the computer can, drawing the newest state</source>
        <translation>以电脑能达到的最快速度运行，显示最新的状态</translation>
    </message>
    <message>
        <source>Spee&amp;d presets</source>
        <translation>速度预设(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Undo the search change</source>
        <translation>撤销搜索更改(&amp;U)</translation>
    </message>
    <message>
        <source>Bring back the search that a change of options, a reset or continuing from the board replaced, at its step</source>
        <translation>恢复被更改选项、重新开始或从棋盘继续所替换的搜索，回到它所在的那一步</translation>
    </message>
    <message>
        <source>&amp;Redo the search change</source>
        <translation>重做搜索更改(&amp;R)</translation>
    </message>
    <message>
        <source>Go back to the search that Undo replaced</source>
        <translation>回到被撤销替换的搜索</translation>
    </message>
    <message>
        <source>Ed&amp;it</source>
        <translation>编辑(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>入门(&amp;G)</translation>
    </message>
    <message>
        <source>What the program does and the keys for it, in three pictures</source>
        <translation>程序能做什么以及相关按键，用三幅图说明</translation>
    </message>
    <message>
        <source>&amp;What&apos;s this?</source>
        <translation>这是什么？(&amp;W)</translation>
    </message>
    <message>
        <source>Click a panel or a control to learn what it shows</source>
        <translation>点击面板或控件，了解它显示的内容</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大文字(&amp;I)</translation>
    </message>
    <message>
        <source>Make the narration, the code, the panels&apos; texts and the board&apos;s labels larger</source>
        <translation>放大讲解、代码、各面板的文字和棋盘的标注</translation>
    </message>
    <message>
        <source>Zoom o&amp;ut</source>
        <translation>缩小文字(&amp;U)</translation>
    </message>
    <message>
        <source>Make the narration, the code, the panels&apos; texts and the board&apos;s labels smaller</source>
        <translation>缩小讲解、代码、各面板的文字和棋盘的标注</translation>
    </message>
    <message>
        <source>Normal text si&amp;ze</source>
        <translation>正常文字大小(&amp;Z)</translation>
    </message>
    <message>
        <source>Show the texts at their normal size again</source>
        <translation>把文字恢复为正常大小</translation>
    </message>
    <message>
        <source>A panel beside the board &amp;while presenting</source>
        <translation>演示时在棋盘旁显示面板(&amp;W)</translation>
    </message>
    <message>
        <source>In presentation mode, show the chosen panel (the pseudocode, the call stack or the search tree) beside the board, following each step</source>
        <translation>在演示模式下，在棋盘旁显示所选的面板（伪代码、调用栈或搜索树），随每一步更新</translation>
    </message>
    <message>
        <source>Ps&amp;eudocode</source>
        <translation>伪代码(&amp;E)</translation>
    </message>
    <message>
        <source>Present the pseudocode beside the board</source>
        <translation>在棋盘旁演示伪代码</translation>
    </message>
    <message>
        <source>&amp;Call stack</source>
        <translation>调用栈(&amp;C)</translation>
    </message>
    <message>
        <source>Present the call stack beside the board</source>
        <translation>在棋盘旁演示调用栈</translation>
    </message>
    <message>
        <source>Search t&amp;ree</source>
        <translation>搜索树(&amp;R)</translation>
    </message>
    <message>
        <source>Present the search tree beside the board</source>
        <translation>在棋盘旁演示搜索树</translation>
    </message>
    <message>
        <source>&amp;Next panel</source>
        <translation>下一个面板(&amp;N)</translation>
    </message>
    <message>
        <source>Present the next panel beside the board: pseudocode, call stack, search tree</source>
        <translation>在棋盘旁演示下一个面板：伪代码、调用栈、搜索树</translation>
    </message>
    <message>
        <source>Pa&amp;nel while presenting</source>
        <translation>演示时的面板(&amp;N)</translation>
    </message>
    <message>
        <source>Jump to any step: back, or ahead, where the search runs on to it (or click the timeline under the board)</source>
        <translation>跳到任意一步：向后，或向前（搜索会继续运行到那里）（也可点击棋盘下方的时间轴）</translation>
    </message>
    <message>
        <source>Show the solution with a given number, running the search on to it when it has not been found yet</source>
        <translation>显示指定编号的解；若尚未找到，搜索会继续运行到它</translation>
    </message>
    <message>
        <source>%1 waits while you try it yourself: Esc goes back to the search</source>
        <translation>自己试试时，%1 暂不可用：按 Esc 返回搜索</translation>
    </message>
    <message>
        <source>%1: a count or a listing takes no steps</source>
        <translation>%1：计数或列出不按步骤进行</translation>
    </message>
    <message>
        <source>%1: the search has ended; Home starts it again</source>
        <translation>%1：搜索已结束；按 Home 重新开始</translation>
    </message>
    <message>
        <source>%1: the search is at its start</source>
        <translation>%1：搜索处于开头</translation>
    </message>
    <message>
        <source>%1 cannot be used now</source>
        <translation>%1 现在不可用</translation>
    </message>
    <message>
        <source>&amp;Undo: back to %1</source>
        <translation>撤销：回到 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo: forward to %1</source>
        <translation>重做：前进到 %1(&amp;R)</translation>
    </message>
    <message>
        <source>Normal text si&amp;ze (now %1%)</source>
        <translation>正常文字大小（当前 %1%）(&amp;Z)</translation>
    </message>
    <message>
        <source>Simple &amp;view</source>
        <translation>简洁视图(&amp;V)</translation>
    </message>
    <message>
        <source>Show only what a first lesson needs: the board, the run&apos;s controls and the pseudocode, and the everyday menu entries (every key still works); off, every panel and menu entry</source>
        <translation>只显示第一节课需要的内容：棋盘、运行控制和伪代码，以及常用的菜单项（所有快捷键仍然有效）；关闭时显示所有面板和菜单项</translation>
    </message>
    <message>
        <source>%1: Esc leaves presentation mode first</source>
        <translation>%1：请先按 Esc 退出演示模式</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>Pause when a queen is placed in row:</source>
        <translation>当皇后放到这一行时暂停：</translation>
    </message>
    <message>
        <source>Pause when a queen is placed in column:</source>
        <translation>当皇后放到这一列时暂停：</translation>
    </message>
    <message>
        <source>Run until a level is reached</source>
        <translation>运行到指定层</translation>
    </message>
    <message>
        <source>Set a breakpoint on row %1, column %2</source>
        <translation>在第 %1 行第 %2 列设置断点</translation>
    </message>
    <message>
        <source>Remove the breakpoint on row %1, column %2</source>
        <translation>移除第 %1 行第 %2 列的断点</translation>
    </message>
    <message>
        <source>Breakpoint set: playing pauses when the search reaches row %1, column %2</source>
        <translation>已设置断点：搜索到达第 %1 行第 %2 列时暂停播放</translation>
    </message>
    <message>
        <source>Breakpoint removed</source>
        <translation>断点已移除</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>恢复默认设置</translation>
    </message>
    <message>
        <source>Forget every setting (board size, speed, options, overlays, theme, language and the window layout) and go back to the defaults?</source>
        <translation>要忘掉所有设置（棋盘大小、速度、选项、叠加显示、主题、语言和窗口布局），恢复默认值吗？</translation>
    </message>
    <message>
        <source>About N-Queens Visualizer</source>
        <translation>关于 N 皇后可视化工具</translation>
    </message>
    <message>
        <source>&lt;h3&gt;N-Queens Visualizer %1&lt;/h3&gt;&lt;p&gt;Shows step by step how backtracking solves the N-Queens puzzle.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;N 皇后可视化工具 %1&lt;/h3&gt;&lt;p&gt;逐步展示回溯法如何解决 N 皇后问题。&lt;/p&gt;&lt;p&gt;自由软件，按 GNU 通用公共许可证第 3 版或更新版本发布。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Go to step</source>
        <translation>转到步骤</translation>
    </message>
    <message>
        <source>Step, from 0 to %L1 (where the search ended):</source>
        <translation>步数，从 0 到 %L1（搜索结束处）：</translation>
    </message>
    <message>
        <source>Step, from 0 to %L1 (the furthest step run so far):</source>
        <translation type="vanished">步数，从 0 到 %L1（目前走到的最远一步）：</translation>
    </message>
    <message>
        <source>Step, from 0 to %L1 (run so far: %L2; the search runs on to a later one):</source>
        <translation>步数，从 0 到 %L1（目前已运行到 %L2；更靠后的，搜索会继续运行到那里）：</translation>
    </message>
    <message>
        <source>Step, from 0 to %L1 (where the trace ends):</source>
        <translation>步骤，从 0 到 %L1（跟踪记录结束处）：</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Boards on the worksheet: %1</source>
        <translation>练习单上的棋盘：%1</translation>
    </message>
    <message>
        <source>Export worksheet</source>
        <translation>导出练习单</translation>
    </message>
    <message>
        <source>Why the worksheet cannot be saved</source>
        <translation>练习单无法保存的原因</translation>
    </message>
    <message>
        <source>Save the worksheet</source>
        <translation>保存练习单</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>练习单</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Teacher&apos;s sheet: boards and narration</source>
        <translation>教师版：棋盘和解说</translation>
    </message>
    <message>
        <source>Students&apos; sheet with questions, and an answer key</source>
        <translation>学生版：附问题，另附参考答案</translation>
    </message>
    <message>
        <source>&amp;Version:</source>
        <translation>版本(&amp;V)：</translation>
    </message>
    <message>
        <source>Students&apos; boards show the &amp;queens placed before each step</source>
        <translation>学生版棋盘显示每一步之前已放的皇后(&amp;Q)</translation>
    </message>
    <message>
        <source>Students&apos; boards show the queens placed before each step</source>
        <translation>学生版棋盘显示每一步之前已放的皇后</translation>
    </message>
    <message>
        <source>Page size</source>
        <translation>纸张大小</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>美国信纸 (Letter)</translation>
    </message>
    <message>
        <source>Page si&amp;ze:</source>
        <translation>纸张大小(&amp;Z)：</translation>
    </message>
    <message>
        <source>-answers</source>
        <translation>-答案</translation>
    </message>
    <message>
        <source>Saving the worksheet…</source>
        <translation>正在保存练习单…</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Save the students&apos; worksheet</source>
        <translation>保存学生版练习单</translation>
    </message>
    <message>
        <source>Save worksheet</source>
        <translation>保存练习单</translation>
    </message>
    <message>
        <source>worksheet-students.pdf</source>
        <translation>练习单-学生版.pdf</translation>
    </message>
    <message>
        <source>worksheet.pdf</source>
        <translation>练习单.pdf</translation>
    </message>
    <message>
        <source>Save the answer key</source>
        <translation>保存参考答案</translation>
    </message>
    <message>
        <source>Board colours</source>
        <translation>棋盘颜色</translation>
    </message>
    <message>
        <source>Grey, for printing</source>
        <translation>灰色，适合打印</translation>
    </message>
    <message>
        <source>As on the screen (%1)</source>
        <translation>与屏幕相同（%1）</translation>
    </message>
    <message>
        <source>Board &amp;colours:</source>
        <translation>棋盘颜色(&amp;C)：</translation>
    </message>
</context>
<context>
    <name>WorksheetExport</name>
    <message>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>The old file is kept.</source>
        <translation>旧文件保持不变。</translation>
    </message>
    <message>
        <source>Steps %1 to %2</source>
        <translation>第 %1 步至第 %2 步</translation>
    </message>
    <message>
        <source>The path to solution %1</source>
        <translation>通往解 %1 的路径</translation>
    </message>
    <message>
        <source>Bookmarked steps</source>
        <translation>加了书签的步</translation>
    </message>
    <message>
        <source>Worksheet not saved: the files are as they were</source>
        <translation>练习单未保存：文件保持不变</translation>
    </message>
    <message>
        <source>The students&apos; sheet was saved to %1, but not the answer key. %2</source>
        <translation>学生版已保存到 %1，但参考答案未保存。%2</translation>
    </message>
    <message numerus="yes">
        <source>Worksheet for students saved to %1 (%Ln pages), answer key to %2</source>
        <translation>
            <numerusform>学生版练习单已保存到 %1（%Ln 页），参考答案已保存到 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Worksheet saved to %1 (%Ln pages)</source>
        <translation>
            <numerusform>练习单已保存到 %1（%Ln 页）</numerusform>
        </translation>
    </message>
    <message>
        <source>A worksheet holds at most %1 boards</source>
        <translation>一份练习单最多 %1 个棋盘</translation>
    </message>
    <message>
        <source>The answer key needs a file of its own</source>
        <translation>参考答案需要单独保存为一个文件</translation>
    </message>
</context>
<context>
    <name>WorksheetWriter</name>
    <message>
        <source>N-Queens, N = %1, %2, %3</source>
        <translation>N 皇后，N = %1，%2，%3</translation>
    </message>
    <message>
        <source>row by row</source>
        <translation>逐行</translation>
    </message>
    <message>
        <source>column by column</source>
        <translation>逐列</translation>
    </message>
    <message>
        <source>Worksheet: %1</source>
        <translation>练习单：%1</translation>
    </message>
    <message>
        <source>Worksheet for students: %1</source>
        <translation>学生版练习单：%1</translation>
    </message>
    <message>
        <source>Answer key: %1</source>
        <translation>参考答案：%1</translation>
    </message>
    <message>
        <source>Where does the search start?</source>
        <translation>搜索从哪里开始？</translation>
    </message>
    <message>
        <source>Which square is tried next?</source>
        <translation>接下来尝试哪一格？</translation>
    </message>
    <message>
        <source>Row %1, column %2 is tried. Which queen attacks it, and along which line?</source>
        <translation>正在尝试第 %1 行第 %2 列。哪个皇后攻击它？沿哪条线？</translation>
    </message>
    <message>
        <source>Where does the next queen go?</source>
        <translation>下一个皇后放在哪里？</translation>
    </message>
    <message>
        <source>What has the search found now?</source>
        <translation>搜索现在找到了什么？</translation>
    </message>
    <message>
        <source>Which queen is lifted next, and why?</source>
        <translation>接下来拿走哪个皇后？为什么？</translation>
    </message>
    <message>
        <source>Row %1 has no column left to try. What does the search do now?</source>
        <translation>第 %1 行已没有可尝试的列。搜索现在会怎么做？</translation>
    </message>
    <message>
        <source>Column %1 has no row left to try. What does the search do now?</source>
        <translation>第 %1 列已没有可尝试的行。搜索现在会怎么做？</translation>
    </message>
    <message>
        <source>What happens next?</source>
        <translation>接下来会发生什么？</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>答案：%1</translation>
    </message>
    <message>
        <source>Name: %1</source>
        <translation>姓名：%1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>备注：%1</translation>
    </message>
    <message>
        <source>N-Queens, N = %1, the search of your program %2</source>
        <translation>N 皇后，N = %1，你的程序 %2 的搜索</translation>
    </message>
</context>
</TS>
