<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BoardCanvas</name>
    <message>
        <location filename="../../ui/canvases/board.py" line="335"/>
        <source>{n} × {n} board, {k} step(s) taken</source>
        <extracomment>Bigger boards show this corner of themselves: more cells would not show more of the idea. Largest board whose own tiling is asked for; beyond it the corner window&apos;s is used.</extracomment>
        <translation>{n} × {n} 棋盘，已走 {k} 步</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/board.py" line="338"/>
        <source>{n} × {n}, even: dominoes cover every cell, the start included</source>
        <translation>{n} × {n}，偶数：骨牌覆盖全部格子，包括起点</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/board.py" line="340"/>
        <source>{n} × {n}: the start is covered</source>
        <translation>{n} × {n}：起点被覆盖</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/board.py" line="341"/>
        <source>{n} × {n}, odd: dominoes cover every cell but the start</source>
        <translation>{n} × {n}，奇数：骨牌覆盖除起点外的全部格子</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/board.py" line="343"/>
        <source>{n} × {n}: the start is left out</source>
        <translation>{n} × {n}：起点未被覆盖</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/board.py" line="357"/>
        <source>domino of the strategy</source>
        <translation>策略中的骨牌</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/board.py" line="360"/>
        <source>start</source>
        <translation>起点</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/board.py" line="364"/>
        <source>winning step</source>
        <translation>必胜一步</translation>
    </message>
</context>
<context>
    <name>BoxesCanvas</name>
    <message>
        <location filename="../../ui/canvases/boxes.py" line="326"/>
        <location filename="../../ui/canvases/boxes.py" line="416"/>
        <source>1 card</source>
        <extracomment>Rows beyond this would show more boxes, not more of the idea.</extracomment>
        <translation>1 张卡片</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/boxes.py" line="327"/>
        <location filename="../../ui/canvases/boxes.py" line="417"/>
        <source>{k} cards</source>
        <translation>{k} 张卡片</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/boxes.py" line="329"/>
        <source>Move {cards} from box {a}: click a box outlined (Esc: cancel)</source>
        <translation>把{cards}从盒子 {a} 移走：点击描边的盒子（Esc 取消）</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/boxes.py" line="331"/>
        <source>Box {a} has no box to give {cards} to (Esc: cancel)</source>
        <translation>盒子 {a} 没有可以接收{cards}的盒子（Esc 取消）</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/boxes.py" line="341"/>
        <source>mod 6 = {c}</source>
        <translation>模 6 余 {c}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/boxes.py" line="343"/>
        <source>≡{c}</source>
        <translation>≡{c}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/boxes.py" line="381"/>
        <source>box {n}</source>
        <translation>盒子 {n}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/boxes.py" line="392"/>
        <source>boxes {a}–{b} of {n}</source>
        <translation>盒子 {a}–{b}（共 {n} 个）</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/boxes.py" line="418"/>
        <source>{cards} to box {b}</source>
        <translation>{cards} → 盒子 {b}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/boxes.py" line="466"/>
        <source>XOR of the cards in the counted boxes (i mod 6 = {classes}) = {total}</source>
        <translation>计入盒子（i mod 6 = {classes}）中卡片数的异或和 = {total}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/boxes.py" line="468"/>
        <source>XOR of the counted boxes = {total}</source>
        <translation>计入盒子的异或和 = {total}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/boxes.py" line="469"/>
        <source>counted XOR = {total}</source>
        <translation>计入异或和 = {total}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/boxes.py" line="474"/>
        <source>counted box</source>
        <translation>计入的盒子</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/boxes.py" line="476"/>
        <source>winning move</source>
        <translation>必胜走法</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/boxes.py" line="480"/>
        <source>colour: its column&apos;s class, i mod 6</source>
        <translation>颜色：所在列的类别，i mod 6</translation>
    </message>
</context>
<context>
    <name>Canvas</name>
    <message>
        <location filename="../../ui/canvases/base.py" line="63"/>
        <location filename="solver_strings.py" line="461"/>
        <source>Practice: the picture&apos;s analysis is hidden until you ask for a hint</source>
        <extracomment>Pictures kept by `paint_cached` and by `paint_stamp`, per canvas: the parts of two or three positions, and the small shapes they are made of.</extracomment>
        <translation>练习：图示中的分析已隐藏，请求提示后显示</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/base.py" line="65"/>
        <location filename="solver_strings.py" line="462"/>
        <source>Practice: analysis hidden until a hint</source>
        <translation>练习：分析已隐藏，提示后显示</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/base.py" line="66"/>
        <location filename="solver_strings.py" line="463"/>
        <source>Analysis hidden</source>
        <translation>分析已隐藏</translation>
    </message>
</context>
<context>
    <name>CircleCanvas</name>
    <message>
        <location filename="../../ui/canvases/circle.py" line="243"/>
        <source>Coin {c} chosen: click it again to take it, or click the last coin to take (at most {k}); Esc: cancel</source>
        <translation>已选硬币 {c}：再次点击即取走它，或点击要取的最后一枚硬币（最多 {k} 枚）；Esc 取消</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/circle.py" line="246"/>
        <source>Coins {c} to {d} chosen: click one of them to take them; Esc: cancel</source>
        <translation>已选硬币 {c} 到 {d}：点击其中任意一枚即取走；Esc 取消</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/circle.py" line="297"/>
        <source>{n} coins</source>
        <translation>{n} 枚硬币</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/circle.py" line="309"/>
        <source>mirror line</source>
        <translation>对称轴</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/circle.py" line="327"/>
        <source>N = {n}, K = {k}: {t} coin(s) taken, the rest are rows</source>
        <translation>N = {n}，K = {k}：已取走 {t} 枚，剩余硬币成为若干段</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/circle.py" line="329"/>
        <source>N = {n}, K = {k}</source>
        <translation>N = {n}，K = {k}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/circle.py" line="331"/>
        <source>K = 1: the coins go one by one; N = {n} is {parity}</source>
        <translation>K = 1：硬币只能一枚一枚地取；N = {n} 是{parity}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/circle.py" line="332"/>
        <source>odd</source>
        <translation>奇数</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/circle.py" line="332"/>
        <source>even</source>
        <translation>偶数</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/circle.py" line="333"/>
        <source>K = 1, N = {n}</source>
        <translation>K = 1，N = {n}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/circle.py" line="335"/>
        <source>K = {k} ≥ N = {n}: take every coin at once</source>
        <translation>K = {k} ≥ N = {n}：一次取走全部硬币</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/circle.py" line="336"/>
        <source>K ≥ N: take all</source>
        <translation>K ≥ N：全部取走</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/circle.py" line="337"/>
        <source>K = {k} &lt; N = {n}: the second player answers opposite and mirrors</source>
        <translation>K = {k} &lt; N = {n}：后手在正对面应对，之后镜像模仿</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/circle.py" line="339"/>
        <source>K &lt; N: answer opposite, then mirror</source>
        <translation>K &lt; N：正对面应对，再镜像模仿</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/circle.py" line="340"/>
        <source>answer opposite</source>
        <translation>正对面应对</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/circle.py" line="347"/>
        <source>first take (say coin 1)</source>
        <translation>先手取（设为硬币 1）</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/circle.py" line="351"/>
        <source>the answer</source>
        <translation>后手的应对</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/circle.py" line="356"/>
        <source>winning take</source>
        <translation>必胜的取法</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../../ui/play/coach.py" line="151"/>
        <source>{verdict}. {more}</source>
        <translation>{verdict}。{more}</translation>
    </message>
</context>
<context>
    <name>EuclidCanvas</name>
    <message>
        <location filename="../../ui/canvases/euclid.py" line="160"/>
        <location filename="../../ui/canvases/euclid.py" line="287"/>
        <source>B = {b}</source>
        <extracomment>A stage with more squares than this, or squares thinner than SMALLEST_SIDE, is one band.</extracomment>
        <translation>B = {b}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/euclid.py" line="195"/>
        <source>A number is 0: the game is over and the player to move has lost.</source>
        <translation>有一个数为 0：游戏结束，当前玩家已输。</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/euclid.py" line="230"/>
        <source>{q} squares of side {s}</source>
        <translation>{q} 个边长为 {s} 的正方形</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/euclid.py" line="232"/>
        <source>{q} squares</source>
        <translation>{q} 个正方形</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/euclid.py" line="284"/>
        <source>A = {a}</source>
        <translation>A = {a}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/euclid.py" line="302"/>
        <source>({a}, {b}): the game is over</source>
        <translation>({a}, {b})：游戏结束</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/euclid.py" line="305"/>
        <source>{a} × {b}: the player to move has a free choice now</source>
        <translation>{a} × {b}：当前玩家现在可以自由选择</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/euclid.py" line="307"/>
        <source>A free choice now</source>
        <translation>现在可以自由选择</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/euclid.py" line="307"/>
        <source>Free choice</source>
        <translation>自由选择</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/euclid.py" line="308"/>
        <source>{a} × {b}: {n} forced move(s), then a free choice</source>
        <translation>{a} × {b}：{n} 步强制走法后可以自由选择</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/euclid.py" line="310"/>
        <source>{n} forced move(s), then a free choice</source>
        <translation>{n} 步强制走法后可以自由选择</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/euclid.py" line="311"/>
        <source>{n} forced, then free</source>
        <translation>强制 {n} 步，然后自由</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/euclid.py" line="318"/>
        <source>first player to move</source>
        <translation>先手行动</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/euclid.py" line="321"/>
        <source>second player to move</source>
        <translation>后手行动</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/euclid.py" line="324"/>
        <source>free choice</source>
        <translation>自由选择</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/euclid.py" line="328"/>
        <source>after the free choice</source>
        <translation>自由选择之后</translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message>
        <location filename="../../ui/tab/explanation.py" line="111"/>
        <source>Rules: as in step {step}</source>
        <translation>规则：同第 {step} 步</translation>
    </message>
    <message>
        <location filename="../../ui/tab/explanation.py" line="117"/>
        <source>Winning rule: as in step {step}</source>
        <translation>必胜规律：同第 {step} 步</translation>
    </message>
    <message>
        <location filename="../../ui/tab/explanation.py" line="110"/>
        <source>Rules: “{quote}”</source>
        <translation>规则：“{quote}”</translation>
    </message>
    <message>
        <location filename="../../ui/tab/explanation.py" line="115"/>
        <source>Winning rule: “{quote}”</source>
        <translation>必胜规律：“{quote}”</translation>
    </message>
</context>
<context>
    <name>ExplorerMap</name>
    <message>
        <location filename="../../ui/explore/map_view.py" line="167"/>
        <source>{x_label} = {x}, {y_label} = {y}</source>
        <translation>{x_label} = {x}，{y_label} = {y}</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_view.py" line="171"/>
        <source>Not a position of this game.</source>
        <translation>不是本游戏的局面。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_view.py" line="178"/>
        <source>The player to move wins.</source>
        <translation>当前玩家必胜。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_view.py" line="179"/>
        <source>The player to move loses.</source>
        <translation>当前玩家必败。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_view.py" line="180"/>
        <source>Position: {args}</source>
        <translation>局面：{args}</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_view.py" line="183"/>
        <source>Grundy value: {value}</source>
        <translation>SG 值：{value}</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_view.py" line="185"/>
        <source>The rule says the opposite here!</source>
        <translation>结论在这里给出相反的结果！</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_view.py" line="186"/>
        <source>Click to load this position.</source>
        <translation>点击载入此局面。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_view.py" line="192"/>
        <source>The player to move has no move left, and wins.</source>
        <translation>当前要走的一方已无棋可走，并获胜。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_view.py" line="193"/>
        <source>The player to move has no move left, and loses.</source>
        <translation>当前要走的一方已无棋可走，并落败。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_view.py" line="195"/>
        <source>The player to move wins in 1 move.</source>
        <translation>当前要走的一方 1 步内胜。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_view.py" line="196"/>
        <source>The player to move loses in 1 move.</source>
        <translation>当前要走的一方 1 步后负。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_view.py" line="197"/>
        <source>The player to move wins in {n} moves.</source>
        <translation>当前要走的一方 {n} 步内胜。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_view.py" line="198"/>
        <source>The player to move loses in {n} moves.</source>
        <translation>当前要走的一方 {n} 步后负。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_view.py" line="320"/>
        <location filename="../../ui/explore/map_view.py" line="324"/>
        <source>{label} →</source>
        <translation>{label} →</translation>
    </message>
</context>
<context>
    <name>ExplorerView</name>
    <message>
        <location filename="../../ui/explore/explorer.py" line="108"/>
        <source>The map shows this many values of each number (at most {largest}).</source>
        <extracomment>A map still busy after this long says how long it has left (estimated from its pace). The status lists at most this many positions where the rule disagrees. A map&apos;s search stops, and says so, once its process holds this much memory. The bytes a map&apos;s search may use (its child process&apos;s size).</extracomment>
        <translation>图中每个数显示多少个取值（最多 {largest}）。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="110"/>
        <source>&amp;Cells per side:</source>
        <translation>每边格数(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../ui/explore/view_choice.py" line="22"/>
        <source>Outcome</source>
        <translation>胜负</translation>
    </message>
    <message>
        <location filename="../../ui/explore/view_choice.py" line="23"/>
        <source>Grundy values</source>
        <translation>SG 值</translation>
    </message>
    <message>
        <location filename="../../ui/explore/view_choice.py" line="24"/>
        <source>Moves to the end</source>
        <translation>剩余步数</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="115"/>
        <location filename="../../ui/explore/explorer.py" line="282"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="117"/>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="119"/>
        <source>The position in the form has changed since this map was drawn: draw it again around it.</source>
        <translation>绘制此图后表单中的局面已更改：围绕新局面重新绘制。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="121"/>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="253"/>
        <source>Mapping {count} positions by brute force…</source>
        <translation>正在暴力搜索 {count} 个局面…</translation>
    </message>
    <message>
        <location filename="../../ui/explore/view_choice.py" line="74"/>
        <source>This map has no moves to the end: a map of more than {largest} cells per side is filled from a table of outcomes, without a search of every cell.</source>
        <translation>此图没有剩余步数：每边超过 {largest} 格的图由胜负表填出，没有逐格搜索。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/view_choice.py" line="78"/>
        <source>This map has no moves to the end: finding them needs more positions than a search may visit. Fewer cells per side, or smaller numbers elsewhere in the position, need fewer.</source>
        <translation>此图没有剩余步数：求出它们需要的局面数超过一次搜索的上限。减少每边格数，或减小局面中其他的数，所需就会更少。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="432"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="433"/>
        <source>The map shown is the previous one.</source>
        <translation>显示的是上一张图。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="282"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="124"/>
        <source>Save the table as CSV: W or L, the Grundy value, and the moves to the end after an r (&quot;W 3 r5&quot;).</source>
        <translation>把表格存为 CSV：W 或 L、SG 值，以及 r 后的剩余步数（&quot;W 3 r5&quot;）。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="283"/>
        <source>Stop computing the map.</source>
        <translation>停止计算此图。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="284"/>
        <source>Compute the map by brute force, in the background.</source>
        <translation>在后台用暴力搜索计算此图。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/view_choice.py" line="51"/>
        <source>Colour the cells by who wins, by their Sprague–Grundy value (normal play only), or by who wins and how many moves are left.</source>
        <translation>按谁获胜、按 SG 值（仅限常规规则），或按谁获胜及剩余步数给格子着色。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/view_choice.py" line="61"/>
        <source>Who wins, and how many moves are left with best play: the winner hurries, the loser holds out. The strongest colours are nearest the end.</source>
        <translation>谁获胜，以及双方最优走法下还剩几步：胜者求快，负者拖延。颜色越深，离终局越近。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/view_choice.py" line="67"/>
        <source>This map has no Grundy values: misère play has none, and the biggest maps are filled by a table of outcomes alone.</source>
        <translation>此图没有 SG 值：反常规则下没有 SG 值，最大的图也只填入胜负表。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="292"/>
        <source>A map of {x} across and {y} up, every cell solved by brute force and checked against the rule. Press Compute.</source>
        <translation>一张横向 {x}、纵向 {y} 的图，每格都用暴力搜索求解并与结论核对。请按“计算”。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="313"/>
        <source>Checked against the rule for all {n} positions.</source>
        <translation>全部 {n} 个局面均已与结论核对无误。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="323"/>
        <source>The rule disagrees with brute force at 1 position: {positions}</source>
        <translation>结论与暴力搜索在 1 个局面上不一致：{positions}</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="326"/>
        <source>The rule disagrees with brute force at {k} positions: {positions}</source>
        <translation>结论与暴力搜索在 {k} 个局面上不一致：{positions}</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="347"/>
        <source>The cell {x_label} = {x}, {y_label} = {y} is the position {args}; the map was drawn around {base}.</source>
        <translation>格子 {x_label} = {x}，{y_label} = {y} 是局面 {args}；此图是围绕 {base} 绘制的。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="393"/>
        <source>Mapping by brute force: {done} of {total} cells, about {seconds} s left. Big numbers elsewhere in the position make every cell a bigger search; Cancel stops at once.</source>
        <translation>正在暴力搜索：已完成 {done} / {total} 格，约剩 {seconds} 秒。局面中其他的数较大时，每一格的搜索都会更大；点“取消”可立即停止。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="398"/>
        <source>Mapping by brute force: {done} of {total} cells…</source>
        <translation>正在暴力搜索：已完成 {done} / {total} 格…</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="412"/>
        <source>{cells} cells in {seconds:.2f} s.</source>
        <translation>{cells} 格，用时 {seconds:.2f} 秒。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_failure.py" line="14"/>
        <source>The map was stopped: it needed more than {megabytes} MB of memory. Fewer cells per side need less.</source>
        <translation>地图已停止：它需要超过 {megabytes} MB 的内存。每边的格子少一些，所需内存也少一些。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_failure.py" line="19"/>
        <source>The map was stopped: too large to search: more than {count} positions. Fewer cells per side, or smaller numbers elsewhere in the position, need fewer.</source>
        <translation>地图已停止：太大，无法搜索：超过 {count} 个局面。每边的格子少一些，或局面中其他的数小一些，需要搜索的局面也少一些。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="426"/>
        <location filename="../../ui/explore/map_failure.py" line="23"/>
        <source>The map could not be computed ({error}).</source>
        <translation>无法计算此图（{error}）。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="448"/>
        <source>Export the map as CSV</source>
        <translation>将此图导出为 CSV</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="449"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="456"/>
        <source>Saved to {path}.</source>
        <translation>已保存到 {path}。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/explorer.py" line="472"/>
        <source>Could not save {path}: {error}</source>
        <translation>无法保存 {path}：{error}</translation>
    </message>
</context>
<context>
    <name>FibonacciCanvas</name>
    <message>
        <location filename="../../ui/canvases/fibonacci.py" line="311"/>
        <source>The pile is empty: the player to move has lost.</source>
        <extracomment>Terms up to this index are written out exactly; beyond it only as F_k. Between rows of stones: room for the bracket of the stones the mover may take. Above the first and under the last row of stones, inside a block. The index of the one block of a pile not cut into its terms (the answers hidden).</extracomment>
        <translation>这堆已空：当前玩家已输。</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/fibonacci.py" line="375"/>
        <source>the mover may take up to {n}</source>
        <translation>当前玩家最多可取 {n} 个</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/fibonacci.py" line="376"/>
        <source>≤ {n}</source>
        <translation>≤ {n}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/fibonacci.py" line="396"/>
        <source>{n} more</source>
        <translation>还有 {n}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/fibonacci.py" line="446"/>
        <location filename="../../ui/canvases/fibonacci.py" line="486"/>
        <source>smallest term</source>
        <translation>最小项</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/fibonacci.py" line="446"/>
        <source>most to take now</source>
        <translation>现在最多可取</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/fibonacci.py" line="449"/>
        <source>smallest</source>
        <translation>最小项</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/fibonacci.py" line="449"/>
        <source>limit</source>
        <translation>上限</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/fibonacci.py" line="470"/>
        <source>N = 0</source>
        <translation>N = 0</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/fibonacci.py" line="475"/>
        <source>N = {terms}  ({names})</source>
        <translation>N = {terms}  ({names})</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/fibonacci.py" line="476"/>
        <source>N = {terms}</source>
        <translation>N = {terms}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/fibonacci.py" line="478"/>
        <source>N = {names}</source>
        <translation>N = {names}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/fibonacci.py" line="479"/>
        <source>N = F{top} + … + F{low}: {count} terms</source>
        <translation>N = F{top} + … + F{low}：共 {count} 项</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/fibonacci.py" line="489"/>
        <source>most the mover may take</source>
        <translation>当前玩家最多可取的数量</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/fibonacci.py" line="491"/>
        <source>taken by the move</source>
        <translation>这一步取走的</translation>
    </message>
</context>
<context>
    <name>GameGraphView</name>
    <message>
        <location filename="../../ui/graph/graph_view.py" line="172"/>
        <source>Working out the positions reachable from here…</source>
        <extracomment>How much the process may grow while a graph is built (bytes); past it the work stops and says so. Positions alone are not a budget: a coin circle of 10^4 coins keeps each taken coin in every position, and the search grew by gigabytes. Smallest scale the graph is shrunk to so that it fits; past it, the view scrolls. A resize lays the graph out again once the size has settled.</extracomment>
        <translation>正在计算从这里可以到达的局面…</translation>
    </message>
    <message>
        <location filename="../../ui/graph/graph_view.py" line="221"/>
        <source>Working out the moves of {name}…</source>
        <translation>正在计算 {name} 的走法…</translation>
    </message>
    <message>
        <location filename="../../ui/graph/graph_view.py" line="252"/>
        <source>No graph: {reason}</source>
        <translation>无法绘制博弈图：{reason}</translation>
    </message>
    <message>
        <location filename="../../ui/graph/graph_view.py" line="258"/>
        <source>The graph could not be worked out (an internal error). Details: {details}</source>
        <translation>无法计算博弈图（内部错误）。详细信息：{details}</translation>
    </message>
    <message>
        <location filename="../../ui/graph/graph_view.py" line="265"/>
        <source>Valuing the positions: {done:,} of {total:,}…</source>
        <translation>正在求局面的值：已完成 {done:,} / {total:,}…</translation>
    </message>
    <message>
        <location filename="../../ui/graph/graph_view.py" line="281"/>
        <source>outcome unknown</source>
        <translation>胜负未知</translation>
    </message>
    <message>
        <location filename="../../ui/graph/graph_view.py" line="284"/>
        <source>{outcome} · g = {value}</source>
        <translation>{outcome} · g = {value}</translation>
    </message>
    <message>
        <location filename="../../ui/graph/graph_view.py" line="291"/>
        <source>Too big to work out who wins here.</source>
        <translation>局面太大，无法算出这里谁胜。</translation>
    </message>
    <message>
        <location filename="../../ui/graph/graph_view.py" line="293"/>
        <source>N-position: the player to move wins.</source>
        <translation>N 态：当前玩家必胜。</translation>
    </message>
    <message>
        <location filename="../../ui/graph/graph_view.py" line="295"/>
        <source>P-position: the player to move loses.</source>
        <translation>P 态：当前玩家必败。</translation>
    </message>
    <message>
        <location filename="../../ui/graph/graph_view.py" line="298"/>
        <source>Grundy value {value}.</source>
        <translation>SG 值为 {value}。</translation>
    </message>
    <message>
        <location filename="../../ui/graph/graph_view.py" line="300"/>
        <source>Click: show or hide its moves. Double-click: open it.</source>
        <translation>单击：显示或隐藏它的走法。双击：打开此局面。</translation>
    </message>
    <message>
        <location filename="../../ui/graph/graph_view.py" line="302"/>
        <source>No moves from here. Double-click: open it.</source>
        <translation>这里无路可走。双击：打开此局面。</translation>
    </message>
    <message>
        <location filename="../../ui/graph/graph_view.py" line="308"/>
        <source>A winning move: it leaves a P-position.</source>
        <translation>必胜走法：走后留下 P 态。</translation>
    </message>
    <message>
        <location filename="../../ui/graph/graph_view.py" line="394"/>
        <source>{count:,} positions shown.</source>
        <translation>显示了 {count:,} 个局面。</translation>
    </message>
    <message>
        <location filename="../../ui/graph/graph_view.py" line="398"/>
        <source>Misère play: outcomes only (Grundy values are for normal play).</source>
        <translation>反常规则：只显示胜负（SG 值只适用于正常规则）。</translation>
    </message>
    <message>
        <location filename="../../ui/graph/graph_view.py" line="411"/>
        <source>P: the player to move loses</source>
        <translation>P：当前玩家必败</translation>
    </message>
    <message>
        <location filename="../../ui/graph/graph_view.py" line="412"/>
        <source>N: the player to move wins</source>
        <translation>N：当前玩家必胜</translation>
    </message>
    <message>
        <location filename="../../ui/graph/graph_view.py" line="413"/>
        <source>a winning move</source>
        <translation>必胜走法</translation>
    </message>
    <message>
        <location filename="../../ui/graph/graph_view.py" line="414"/>
        <source>g: Grundy value · click: show or hide moves · double-click: open</source>
        <translation>g：SG 值 · 单击：显示或隐藏走法 · 双击：打开</translation>
    </message>
</context>
<context>
    <name>GameHelp</name>
    <message>
        <location filename="solver_strings.py" line="501"/>
        <source>The picture shows the position; play from the list of legal moves.</source>
        <translation>图示显示当前局面；请从合法走法列表中走棋。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="502"/>
        <source>The winning rule</source>
        <translation>必胜规律</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="503"/>
        <source>How it is solved</source>
        <translation>求解方法</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="504"/>
        <source>Or play from the list of legal moves under the picture: double-click a move, or select it and press Enter.</source>
        <translation>也可以在图示下方的合法走法列表中走棋：双击一个走法，或选中它后按回车。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="505"/>
        <source>Hint answers in three steps: the first press says whether you can win, the second where to play, the third gives the whole move and shows it on the picture.</source>
        <translation>“提示”分三步回答：第一次告诉你能否获胜，第二次告诉你该在哪里走，第三次给出完整的走法并在图示上标出。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="506"/>
        <source>Undo takes back a move, Redo plays it again.</source>
        <translation>“撤销”撤回一步，“重做”重新走这一步。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="507"/>
        <source>New game starts from a random position; “size” says how big it is, from 1 (a warm-up) to 10 (a long game). Restart plays the same game again from its first position.</source>
        <translation>“新游戏”从一个随机局面开始；“规模”表示局面的大小，从 1（热身）到 10（长局）。“重新开始”从初始局面再下一遍同一局。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="508"/>
        <source>Practice (“hide the answers”, on at first) keeps the verdict, the winning moves and Why hidden while you play; each hint shows one more, and at the end everything is shown.</source>
        <translation>练习（“隐藏答案”，默认开启）会在对局中隐藏结论、必胜走法和“分析”；每次提示多显示一项，对局结束后全部显示。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="509"/>
        <source>When a game ends, its review takes the place of the legal moves: a chart of who was winning after each move, each side&apos;s accuracy (best, good and mistaken moves), ◀ and ▶ to step through the game on the picture, and “Play on from here”.</source>
        <translation>对局结束后，复盘会取代合法走法列表：一张显示每步之后谁占优的图表、双方的准确度（最佳、良好和失误的走法）、用 ◀ 和 ▶ 在图示上逐步回看对局，以及“从这里继续对局”。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="510"/>
        <source>Click the picture to move. Where the pointer rests, what a click would move is outlined; the click plays it, or the panel says why the rules do not allow it. A move from one place to another takes two clicks: the picture then says what to click next, and Esc takes the first back.</source>
        <translation>点击图示即可走棋。鼠标停留处会描出点击后将移动的部分；点击即走出这一步，若规则不允许，面板会说明原因。从一处移到另一处的走法需要点击两次：图示会提示下一步该点哪里，按 Esc 可撤回第一次点击。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="511"/>
        <source>Type the sum as text, its parts joined by “+” (each part a game and its position, as on the command line), or build it part by part with Add part.</source>
        <translation>以文本形式输入游戏的和，各子游戏用“+”连接（每个子游戏是一个游戏加上它的局面，与命令行相同），也可以用“添加子游戏”逐个搭建。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="512"/>
        <source>Each part shows its Grundy value; the sum is worth their nim-sum, and a winning move names the part to play in and the value it leaves.</source>
        <translation>每个子游戏都显示它的 SG 值；整个和的值是这些值的异或和，必胜走法会指明该在哪个子游戏中走，以及走后留下的值。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="513"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="514"/>
        <source>Using this page</source>
        <translation>如何使用本页</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="515"/>
        <source>The verdict says who wins with best play: the first player (the one to move) or the second. Below it, every winning move: select one to see it on the picture, double-click it to play it. Why explains the verdict step by step, each step quoting the rule it uses.</source>
        <translation>结论说明双方都走最优时谁获胜：先手（当前要走的一方）还是后手。结论下方列出每个必胜走法：选中一个可在图示上查看，双击即可走出。“分析”逐步解释结论，每一步都引用它所依据的规律。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="516"/>
        <source>This puzzle has no winner: the page shows its answer instead of a verdict, and Why explains how it is reached.</source>
        <translation>这个谜题没有胜负之分：本页显示的是它的答案而不是结论，“分析”说明答案是如何得出的。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="517"/>
        <source>With “Computer plays” ticked you play the computer; untick it for two players at one screen. Choose who starts, and how strong the computer is:</source>
        <translation>勾选“与电脑对弈”时你与电脑对弈；取消勾选则两人在同一屏幕上对弈。可以选择谁先走，以及电脑的强度：</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="518"/>
        <source>Playing</source>
        <translation>对弈</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="519"/>
        <source>The words of the theory (P-position, nim-sum, mex, Grundy value) are explained in Help → Glossary; click one of them here or in Why to read its entry.</source>
        <translation>理论中的术语（P 态、异或和、mex、SG 值）在“帮助 → 术语表”中有解释；点击这里或“分析”中的术语即可查看对应条目。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="520"/>
        <source>Type a position in the line “As on the command line” (for example {example}), or fill in the form above it. The answer follows as you type; Esc brings back the last valid position.</source>
        <translation>在“命令行形式”一栏中输入局面（例如 {example}），或填写上方的表单。答案随输入即时更新；按 Esc 恢复上一个有效局面。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="521"/>
        <source>{page}: {what}</source>
        <translation>{page}：{what}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="522"/>
        <source>“{page}”, beside the picture: click its tab to see it.</source>
        <translation>图示旁的“{page}”：点击它的标签页即可查看。</translation>
    </message>
</context>
<context>
    <name>GameHelpDialog</name>
    <message>
        <location filename="../../ui/help/game_help.py" line="181"/>
        <source>Rules of {game}</source>
        <translation>{game}的规则</translation>
    </message>
</context>
<context>
    <name>GameNavigator</name>
    <message>
        <location filename="../../ui/window/navigation.py" line="88"/>
        <source>Find a game</source>
        <extracomment>The item&apos;s page name (a game id, or the sum&apos;s); group headings have none. The sum of games&apos; other names, found by the search in either language. The list is at least this wide and at most this wide (a longer name is elided, and its tooltip has it whole). How much wider than its titles the user may drag the list.</extracomment>
        <translation>查找游戏</translation>
    </message>
    <message>
        <location filename="../../ui/window/navigation.py" line="90"/>
        <source>Type part of a game&apos;s name (English or Chinese); Enter opens the first match, Esc clears</source>
        <translation>输入游戏名称的一部分（英文或中文）；按回车键打开第一个匹配项，按 Esc 清除</translation>
    </message>
    <message>
        <location filename="../../ui/window/navigation.py" line="104"/>
        <source>Games</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location filename="../../ui/window/navigation.py" line="111"/>
        <source>Nim and its disguises</source>
        <translation>尼姆博弈及其变形</translation>
    </message>
    <message>
        <location filename="../../ui/window/navigation.py" line="112"/>
        <source>Take-away games</source>
        <translation>取子游戏</translation>
    </message>
    <message>
        <location filename="../../ui/window/navigation.py" line="113"/>
        <source>More games</source>
        <translation>更多游戏</translation>
    </message>
    <message>
        <location filename="../../ui/window/navigation.py" line="114"/>
        <source>Games with your rules</source>
        <translation>自定规则的游戏</translation>
    </message>
</context>
<context>
    <name>GameReview</name>
    <message>
        <location filename="../../ui/play/game_review.py" line="61"/>
        <source>The position one move back.</source>
        <extracomment>How much the process may grow while the review is worked out (bytes); past it the review says it could not be worked out.</extracomment>
        <translation>上一步的局面。</translation>
    </message>
    <message>
        <location filename="../../ui/play/game_review.py" line="63"/>
        <source>The position one move on.</source>
        <translation>下一步的局面。</translation>
    </message>
    <message>
        <location filename="../../ui/play/game_review.py" line="66"/>
        <source>Play on from here</source>
        <translation>从这里继续对局</translation>
    </message>
    <message>
        <location filename="../../ui/play/game_review.py" line="67"/>
        <source>Take back the moves after this position and go on playing from it.</source>
        <translation>撤回此局面之后的所有走法，从这里继续对局。</translation>
    </message>
    <message>
        <location filename="../../ui/play/game_review.py" line="111"/>
        <source>Reviewing the game…</source>
        <translation>正在复盘…</translation>
    </message>
    <message>
        <location filename="../../ui/play/game_review.py" line="133"/>
        <source>After move {turn} of {count}</source>
        <translation>第 {turn} 步后（共 {count} 步）</translation>
    </message>
    <message>
        <location filename="../../ui/play/game_review.py" line="135"/>
        <source>The starting position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../../ui/play/game_review.py" line="152"/>
        <source>The review could not be worked out: {error}</source>
        <translation>无法完成复盘：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/play/game_review.py" line="156"/>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <location filename="../../ui/play/game_review.py" line="156"/>
        <source>good</source>
        <translation>良好</translation>
    </message>
    <message>
        <location filename="../../ui/play/game_review.py" line="156"/>
        <source>mistakes</source>
        <translation>失误</translation>
    </message>
</context>
<context>
    <name>GameTab</name>
    <message>
        <location filename="../../ui/tab/game_tab.py" line="146"/>
        <source>Position</source>
        <extracomment>The settings key, inside the game&apos;s own group, of its last valid position. Positions longer than this are not remembered (settings files are read at start-up). Whether File → Export Table as CSV applies to this page.</extracomment>
        <translation>局面</translation>
    </message>
    <message>
        <location filename="../../ui/tab/game_tab.py" line="150"/>
        <source>As on the &amp;command line:</source>
        <translation>命令行形式(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../ui/tab/game_tab.py" line="153"/>
        <source>for example: {example}</source>
        <translation>例如：{example}</translation>
    </message>
    <message>
        <location filename="../../ui/tab/game_tab.py" line="156"/>
        <source>The position as `python main.py solve {game}` takes it; type or paste it here. Esc brings back the last valid position.</source>
        <translation>与 `python main.py solve {game}` 接受的局面格式相同；在此输入或粘贴。按 Esc 恢复上一个有效局面。</translation>
    </message>
    <message>
        <location filename="../../ui/tab/game_tab.py" line="375"/>
        <source>Picture of the position</source>
        <translation>局面图示</translation>
    </message>
    <message>
        <location filename="../../ui/tab/game_tab.py" line="380"/>
        <source>Winning move: {move}</source>
        <translation>必胜走法：{move}</translation>
    </message>
    <message>
        <location filename="../../ui/tab/game_tab.py" line="455"/>
        <source>Something went wrong while solving this position ({error}). The last result is kept.</source>
        <translation>求解此局面时出错（{error}）。保留上一次的结果。</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <location filename="solver_strings.py" line="523"/>
        <source>P-position</source>
        <translation>P 态（必败态）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="524"/>
        <source>A position where the Previous player, the one who has just moved, wins with best play: whoever has to move from it loses. Every move from a P-position leads to an N-position. NimLab&apos;s verdict “The second player wins” means the position is a P-position.</source>
        <translation>在双方都走最优的情况下，上一个走棋的玩家（P 即 Previous，刚走完的一方）获胜的局面：轮到谁从这里走，谁就输。从 P 态出发的每一步都会走到 N 态。NimLab 的结论“后手必胜”就表示该局面是 P 态。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="525"/>
        <source>In Nim, heaps 1 1 are a P-position: whichever heap you empty, your opponent empties the other and you cannot move.</source>
        <translation>尼姆博弈中，两堆各 1 个（1 1）是 P 态：无论你取空哪一堆，对手都会取空另一堆，你便无路可走。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="526"/>
        <source>P-position, P-positions, losing position, losing positions, losing pair, lost position</source>
        <translation>P 态, P-position, 必败态, 必败局面, 必败的局面</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="527"/>
        <source>N-position</source>
        <translation>N 态（必胜态）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="528"/>
        <source>A position where the Next player, the one to move, wins with best play. Some move from it leads to a P-position: that is a winning move. NimLab&apos;s verdict “The first player wins” means an N-position.</source>
        <translation>在双方都走最优的情况下，下一个走棋的玩家（N 即 Next，当前要走的一方）获胜的局面。从它出发，存在某一步能走到 P 态：这一步就是必胜走法。NimLab 的结论“先手必胜”就表示该局面是 N 态。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="529"/>
        <source>In Nim, heaps 1 2 are an N-position: take 1 from the heap of 2 and leave 1 1, a P-position.</source>
        <translation>尼姆博弈中，1 2 两堆是 N 态：从 2 个的那堆中取 1 个，留下 1 1，这是 P 态。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="530"/>
        <source>N-position, N-positions, winning position, winning positions, won position</source>
        <translation>N 态, N-position, 必胜态, 必胜局面, 必胜的局面</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="531"/>
        <source>Nim-sum (XOR)</source>
        <translation>异或和（Nim 和，XOR）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="532"/>
        <source>The nim-sum of numbers is their XOR: write them in binary and add each column without carrying, so a column&apos;s bit is 1 when the column has an odd number of 1s. In Nim the player to move loses exactly when the nim-sum of the heaps is 0.</source>
        <translation>若干个数的 Nim 和就是它们的异或（XOR）：把它们写成二进制，每一列相加但不进位，所以某一列中 1 的个数为奇数时，这一列的结果为 1。在尼姆博弈中，当且仅当各堆的异或和为 0 时，当前玩家必败。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="533"/>
        <source>3, 4 and 5 are 011, 100 and 101 in binary; the columns give 010, so their nim-sum is 2 and the first player wins Nim 3 4 5.</source>
        <translation>3、4、5 的二进制是 011、100、101；逐列得到 010，所以它们的异或和为 2，尼姆博弈 3 4 5 先手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="534"/>
        <source>nim-sum, XOR</source>
        <translation>异或和, 异或, Nim 和, XOR</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="535"/>
        <source>mex</source>
        <translation>mex（最小排除数）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="536"/>
        <source>The mex (minimum excludant) of a set of whole numbers is the smallest number 0, 1, 2, … that is not in the set. Grundy values are computed with it.</source>
        <translation>一个非负整数集合的 mex（minimum excludant，最小排除数）是 0, 1, 2, … 中不属于该集合的最小的数。SG 值就是用它计算的。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="537"/>
        <source>mex{0, 1, 3} = 2, mex{1, 2} = 0, and the mex of the empty set is 0.</source>
        <translation>mex{0, 1, 3} = 2，mex{1, 2} = 0，空集的 mex 为 0。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="538"/>
        <source>mex, minimum excludant</source>
        <translation>mex, 最小排除数</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="539"/>
        <source>Grundy value (nimber)</source>
        <translation>SG 值（Grundy 值）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="540"/>
        <source>The Grundy value of a position is the mex of the values of the positions one move away; a position with no move is worth 0. A position is a P-position exactly when its value is 0, and a position worth g plays like a Nim heap of g objects.</source>
        <translation>一个局面的 SG 值（又称 Grundy 值、尼姆数），是它走一步能到达的各局面的值的 mex；无路可走的局面值为 0。当且仅当一个局面的值为 0 时，它是 P 态；值为 g 的局面，玩起来就像一个有 g 个物品的尼姆堆。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="541"/>
        <source>Take 1 or 2 from a pile: piles of 0, 1, 2, 3, 4 objects are worth 0, 1, 2, 0, 1 (3 objects: mex{1, 2} = 0).</source>
        <translation>每次从一堆中取 1 或 2 个：0、1、2、3、4 个物品的堆，值分别为 0、1、2、0、1（3 个物品：mex{1, 2} = 0）。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="542"/>
        <source>Grundy value, Grundy values, nimber, nimbers</source>
        <translation>SG 值, SG 函数, Grundy 值, 尼姆数</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="543"/>
        <source>Sprague–Grundy theorem</source>
        <translation>SG 定理</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="544"/>
        <source>Every impartial game in normal play is worth a Nim heap: its Grundy value. Several games side by side, where each move is made in one of them, are worth the nim-sum of their values, so the player to move wins exactly when that nim-sum is not 0.</source>
        <translation>Sprague–Grundy 定理：正常规则下的每个公平组合游戏都等价于一个尼姆堆，堆的大小就是它的 SG 值。几个游戏并排放在一起、每一步只在其中一个里走时，整体的值是各游戏值的异或和，所以当且仅当这个异或和不为 0 时，当前玩家必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="545"/>
        <source>Bash 5 2 (worth 2) beside a Nim heap of 3: 2 XOR 3 = 1, not 0, so the first player wins the pair.</source>
        <translation>巴什博弈 5 2（值为 2）加上一个 3 个物品的尼姆堆：2 XOR 3 = 1，不为 0，所以这组游戏先手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="546"/>
        <source>Sprague–Grundy, Sprague-Grundy</source>
        <translation>SG 定理, Sprague–Grundy, Sprague-Grundy</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="547"/>
        <source>Normal play</source>
        <translation>正常规则</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="548"/>
        <source>The usual convention: the player who cannot move loses, so whoever makes the last move wins. Every game here is played this way unless it says misère.</source>
        <translation>通常的约定：无路可走的玩家输，也就是说走最后一步的人获胜。除非注明反常规则，这里的每个游戏都按此规则进行。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="549"/>
        <source>In Nim with one heap of 3, take all 3: your opponent cannot move, and you have won.</source>
        <translation>只有一堆 3 个的尼姆博弈：把 3 个全部取走，对手无路可走，你就赢了。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="550"/>
        <source>normal play</source>
        <translation>正常规则</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="551"/>
        <source>Misère play</source>
        <translation>反常规则（Misère）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="552"/>
        <source>The opposite convention: whoever makes the last move loses, so a player who cannot move has won. A misère game often plays like its normal version until the very end.</source>
        <translation>相反的约定：走最后一步的人输，所以无路可走的玩家反而获胜。反常规则的游戏往往直到最后阶段都和正常规则下的玩法一样。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="553"/>
        <source>Misère Nim with heaps 1 1: the player to move empties one heap, and the opponent has to take the last object and loses.</source>
        <translation>反尼姆博弈，两堆各 1 个：当前玩家取空一堆，对手只能取走最后一个物品，于是对手输。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="554"/>
        <source>misère play, misère, misere</source>
        <translation>反常规则, 反常, misère, misere</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="555"/>
        <source>Remoteness</source>
        <translation>剩余步数（Remoteness）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="556"/>
        <source>How many moves the game lasts with best play, when the winner hurries and the loser holds out as long as possible. It is even for a P-position and odd for an N-position; 0 means the game is over.</source>
        <translation>双方都走最优时对局还要进行多少步：胜方尽快取胜，败方尽量拖延。P 态的剩余步数为偶数，N 态的为奇数；0 表示对局已经结束。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="557"/>
        <source>Nim 2 2 has remoteness 4: the loser takes 1, the winner copies it, and so on until both heaps are empty.</source>
        <translation>尼姆博弈 2 2 的剩余步数为 4：败方取 1 个，胜方照着模仿，如此反复，直到两堆都被取空。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="558"/>
        <source>remoteness</source>
        <translation>剩余步数, remoteness</translation>
    </message>
</context>
<context>
    <name>GlossaryDialog</name>
    <message>
        <location filename="../../ui/help/glossary.py" line="32"/>
        <source>Example:</source>
        <translation>示例：</translation>
    </message>
    <message>
        <location filename="../../ui/help/glossary.py" line="45"/>
        <source>Glossary</source>
        <translation>术语表</translation>
    </message>
</context>
<context>
    <name>GrundyPlot</name>
    <message>
        <location filename="../../ui/rulelab/plot.py" line="134"/>
        <source>{name} against n; ticks below the axis: P-positions</source>
        <extracomment>Room for the axes&apos; numbers (left, top, right, bottom), in multiples of the font height.</extracomment>
        <translation>{name} 随 n 的变化；横轴下方的刻度：P 态</translation>
    </message>
</context>
<context>
    <name>GrundyTableModel</name>
    <message>
        <location filename="../../ui/rulelab/table_model.py" line="80"/>
        <source>P-position: the player to move loses</source>
        <extracomment>The role that gives a cell&apos;s exact number (n, or its value) as a Python int.</extracomment>
        <translation>P 态：当前玩家必败</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_model.py" line="91"/>
        <source>Heap size</source>
        <translation>堆的大小</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_model.py" line="92"/>
        <source>Outcome o(n): 0 when the player to move loses, 1 when they win</source>
        <translation>胜负 o(n)：当前玩家必败时为 0，必胜时为 1</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_model.py" line="93"/>
        <source>Grundy value g(n)</source>
        <translation>SG 值 g(n)</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_model.py" line="94"/>
        <source>P marks the heaps where the player to move loses</source>
        <translation>P 标出当前玩家必败的堆</translation>
    </message>
</context>
<context>
    <name>GrundyTablePage</name>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="79"/>
        <source>The table runs from heap 0 to heap N (at most 1,000,000).</source>
        <extracomment>Typing a new N waits this long for the next keystroke before computing.</extracomment>
        <translation>表格从大小为 0 的堆列到大小为 N 的堆（N 最多 1,000,000）。</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="89"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="92"/>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="94"/>
        <source>Save n and the value of every heap in the table, as `table … --csv` prints them.</source>
        <translation>保存表中每个堆的大小 n 及其值，格式与命令行导出的 CSV 相同。</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="127"/>
        <source>Values of heaps 0 to &amp;N =</source>
        <translation>堆 0 到 N 的值(&amp;N)，N =</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="224"/>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="242"/>
        <source>Writing {count} rows…</source>
        <translation>正在写入 {count} 行…</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="262"/>
        <source>Computing g(0) to g({last})…</source>
        <translation>正在计算 g(0) 到 g({last})…</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="276"/>
        <source>Compute to N = {n} to prove it</source>
        <translation>计算到 N = {n} 即可证明</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="281"/>
        <source>{count} values of {rule}.</source>
        <translation>{rule} 的 {count} 个值。</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="295"/>
        <source>Proved</source>
        <translation>已证明</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="295"/>
        <source>Conjecture</source>
        <translation>猜想</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="296"/>
        <source>preperiod {n0}, period {p}, saltus {s}</source>
        <translation>预周期 {n0}，周期 {p}，跳跃值 {s}</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="298"/>
        <source>{label}: {numbers}</source>
        <translation>{label}：{numbers}</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="288"/>
        <source>The rule in words</source>
        <translation>规律的文字描述</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="288"/>
        <source>Seen so far</source>
        <translation>目前观察到的规律</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="293"/>
        <source>&lt;b&gt;{why}&lt;/b&gt;&lt;br&gt;&lt;i&gt;{words_label}:&lt;/i&gt; {words}</source>
        <translation>&lt;b&gt;{why}&lt;/b&gt;&lt;br&gt;&lt;i&gt;{words_label}：&lt;/i&gt;{words}</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="299"/>
        <source>&lt;b&gt;{head}.&lt;/b&gt; {why}&lt;br&gt;&lt;i&gt;{words_label}:&lt;/i&gt; {words}</source>
        <translation>&lt;b&gt;{head}。&lt;/b&gt;{why}&lt;br&gt;&lt;i&gt;{words_label}：&lt;/i&gt;{words}</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="366"/>
        <source>Something went wrong ({error}).</source>
        <translation>出错了（{error}）。</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="374"/>
        <source>Saved the table in {file}.</source>
        <translation>表格已保存到 {file}。</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="381"/>
        <source>Export Table</source>
        <translation>导出表格</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/table_page.py" line="383"/>
        <source>CSV tables (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
</context>
<context>
    <name>HeapsCanvas</name>
    <message>
        <location filename="../../ui/canvases/heaps.py" line="61"/>
        <source>⋯ 1 more heap</source>
        <extracomment>Largest stone; smaller rows get smaller stones, and below the smallest, bars. Share of the width the binary digits may take before the table shows decimals only.</extracomment>
        <translation>⋯ 还有 1 堆</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/heaps.py" line="62"/>
        <source>⋯ {n} more heaps</source>
        <translation>⋯ 还有 {n} 堆</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/heaps.py" line="352"/>
        <source>heap {i}</source>
        <translation>第 {i} 堆</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/heaps.py" line="408"/>
        <source>{n} heap(s) of 1: an {parity} number</source>
        <translation>大小为 1 的堆有 {n} 个：{parity}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/heaps.py" line="409"/>
        <source>odd</source>
        <translation>奇数</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/heaps.py" line="409"/>
        <source>even</source>
        <translation>偶数</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/heaps.py" line="426"/>
        <source>taken by the move</source>
        <translation>这一步取走的</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/heaps.py" line="429"/>
        <source>odd number of 1s in the column</source>
        <translation>该列 1 的个数为奇数</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/heaps.py" line="443"/>
        <source>Misère, every heap ≤ 1: count the heaps of 1</source>
        <translation>反常规则且每堆 ≤ 1：数一数大小为 1 的堆</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/heaps.py" line="446"/>
        <source>XOR: {terms} = {total}</source>
        <translation>异或：{terms} = {total}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/heaps.py" line="448"/>
        <source>One heap: XOR = {total}</source>
        <translation>只有一堆：异或和 = {total}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/heaps.py" line="449"/>
        <source>XOR of the {n} heaps = {total}</source>
        <translation>{n} 堆的异或和 = {total}</translation>
    </message>
</context>
<context>
    <name>HillCanvas</name>
    <message>
        <location filename="../../ui/canvases/hill.py" line="284"/>
        <source>{n} ahead</source>
        <extracomment>Largest distance drawn to scale (one tick per step).</extracomment>
        <translation>前面 {n} 人</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/hill.py" line="286"/>
        <source>{n} further down</source>
        <translation>后面 {n} 人</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/hill.py" line="291"/>
        <source>not drawn: {parts}</source>
        <translation>未画出：{parts}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/hill.py" line="439"/>
        <source>The king is at the top: the game is over</source>
        <translation>国王已在山顶：游戏结束</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/hill.py" line="442"/>
        <source>The king is number {k} in line</source>
        <translation>国王排在第 {k} 位</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/hill.py" line="444"/>
        <source>King number {k} in line; XOR of the counted gaps = {total}</source>
        <translation>国王排在第 {k} 位；计入间隔的异或和 = {total}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/hill.py" line="453"/>
        <source>king</source>
        <translation>国王</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/hill.py" line="455"/>
        <source>climb of the winning move</source>
        <translation>必胜走法的上移</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/hill.py" line="459"/>
        <source>gap before each person</source>
        <translation>每人前面的间隔</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/hill.py" line="466"/>
        <source>counted gap (in the XOR)</source>
        <translation>计入的间隔（参与异或）</translation>
    </message>
</context>
<context>
    <name>HistoryChart</name>
    <message>
        <location filename="../../ui/play/history_chart.py" line="46"/>
        <source>Above the line: {first} was winning; below: {second}. The farther from the line, the more moves were left. ✗ marks a move that gave the win away; click a point to see its position.</source>
        <translation>线上方：{first}占优；线下方：{second}占优。离线越远，剩下的步数越多。✗ 标出把胜势送给对方的一步；点击一个点可查看当时的局面。</translation>
    </message>
    <message>
        <location filename="../../ui/play/history_chart.py" line="95"/>
        <location filename="../../ui/play/history_chart.py" line="97"/>
        <source>{name} winning</source>
        <translation>{name}占优</translation>
    </message>
</context>
<context>
    <name>ListField</name>
    <message>
        <location filename="../../ui/tab/list_editor.py" line="47"/>
        <source>and {count} more: {places}</source>
        <extracomment>Bad items whose messages are all shown; past this many, the first and where the others are.</extracomment>
        <translation>另有 {count} 处：{places}</translation>
    </message>
    <message>
        <location filename="../../ui/tab/list_editor.py" line="125"/>
        <source>none yet</source>
        <extracomment>values(), worked out when first asked for after a change.</extracomment>
        <translation>暂无</translation>
    </message>
    <message>
        <location filename="../../ui/tab/list_editor.py" line="244"/>
        <source>{count:,} items ({item} 1 to {count:,}): too many for boxes here. Edit them in the position line below.</source>
        <translation>共 {count:,} 项（第 1 到第 {count:,} {item}）：太多，无法在此逐个显示。请在下方的局面行中编辑。</translation>
    </message>
    <message>
        <location filename="../../ui/tab/list_editor.py" line="270"/>
        <source>{item} {number}</source>
        <translation>第 {number} {item}</translation>
    </message>
    <message>
        <location filename="../../ui/tab/list_editor.py" line="281"/>
        <source>Add {item} {number}</source>
        <translation>添加第 {number} {item}</translation>
    </message>
    <message>
        <location filename="../../ui/tab/list_editor.py" line="283"/>
        <source>Remove {item} {number}</source>
        <translation>删除第 {number} {item}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/window/main_window.py" line="105"/>
        <source>Sum of games</source>
        <extracomment>Longest wait for background work when the window closes, in milliseconds.</extracomment>
        <translation>游戏的和</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py" line="46"/>
        <source>&amp;File</source>
        <extracomment>Pages that get an Alt+number shortcut (Alt+1 … Alt+9).</extracomment>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py" line="50"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py" line="55"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py" line="56"/>
        <source>&amp;Find a Game</source>
        <translation>查找游戏(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py" line="61"/>
        <source>&amp;Next Game</source>
        <translation>下一个游戏(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py" line="65"/>
        <source>&amp;Previous Game</source>
        <translation>上一个游戏(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py" line="84"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py" line="85"/>
        <source>&amp;Rules of This Game</source>
        <translation>本游戏规则(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py" line="88"/>
        <source>&amp;Glossary</source>
        <translation>术语表(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py" line="90"/>
        <source>&amp;Tour</source>
        <translation>导览(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/window/menus.py" line="92"/>
        <source>&amp;About NimLab</source>
        <translation>关于 NimLab(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/files/session_actions.py" line="139"/>
        <source>&amp;Open Session…</source>
        <extracomment>Most files in File → Open Recent. A session file up to this size is first read on the window&apos;s thread ... ... for at most this much processor time, in seconds (an ordinary session takes 1-3 ms); then (or for a bigger file) in the background.</extracomment>
        <translation>打开会话(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/files/session_actions.py" line="141"/>
        <source>&amp;Save Session</source>
        <translation>保存会话(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/files/session_actions.py" line="143"/>
        <source>Save Session &amp;As…</source>
        <translation>会话另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../ui/files/session_actions.py" line="146"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/files/session_actions.py" line="238"/>
        <source>Opening {file}…</source>
        <translation>正在打开 {file}…</translation>
    </message>
    <message>
        <location filename="../../ui/files/session_actions.py" line="239"/>
        <source>The session was not opened.</source>
        <translation>会话未打开。</translation>
    </message>
    <message>
        <location filename="../../ui/files/export_actions.py" line="34"/>
        <source>Export Picture as &amp;PNG…</source>
        <translation>将图示导出为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../ui/files/export_actions.py" line="36"/>
        <source>Export Picture as S&amp;VG…</source>
        <translation>将图示导出为 SVG(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../../ui/files/export_actions.py" line="38"/>
        <source>Export &amp;Table as CSV…</source>
        <translation>将表格导出为 CSV(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../ui/files/export_actions.py" line="42"/>
        <source>&amp;Copy Verdict as Markdown</source>
        <translation>以 Markdown 复制结论(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/files/judge_actions.py" line="37"/>
        <source>Solve &amp;Judge Input…</source>
        <extracomment>The child process answering a judge input stops once it holds this much memory.</extracomment>
        <translation>求解评测输入(&amp;J)…</translation>
    </message>
    <message>
        <location filename="../../ui/files/status.py" line="80"/>
        <source>Cancel</source>
        <extracomment>How long a message that is not an error stays in the status bar, in milliseconds. The progress bar counts per mille. A job starts this long after the status bar shows it, in milliseconds: the bar appears and the window is laid out and painted before the work competes for the GIL (started at once, the two made the window pause 50-90 ms when a slow session began to load). Takes the job&apos;s result once it has finished.</extracomment>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/files/status.py" line="81"/>
        <source>Stop the work in the background.</source>
        <translation>停止后台任务。</translation>
    </message>
    <message>
        <location filename="../../ui/files/session_actions.py" line="247"/>
        <source>Could not open {file}: {problem}</source>
        <translation>无法打开 {file}：{problem}</translation>
    </message>
    <message>
        <location filename="../../ui/files/session_actions.py" line="254"/>
        <source>Opened {file}.</source>
        <translation>已打开 {file}。</translation>
    </message>
    <message>
        <location filename="../../ui/files/session_actions.py" line="267"/>
        <source>Saved the session in {file}.</source>
        <translation>会话已保存到 {file}。</translation>
    </message>
    <message>
        <location filename="../../ui/files/export_actions.py" line="71"/>
        <source>This tab has no picture to export.</source>
        <translation>此标签页没有可导出的图示。</translation>
    </message>
    <message>
        <location filename="../../ui/files/export_actions.py" line="83"/>
        <source>Saved the picture in {file}.</source>
        <translation>图示已保存到 {file}。</translation>
    </message>
    <message>
        <location filename="../../ui/files/export_actions.py" line="108"/>
        <source>Writing {count} rows to {file}…</source>
        <translation>正在将 {count} 行写入 {file}…</translation>
    </message>
    <message>
        <location filename="../../ui/files/export_actions.py" line="119"/>
        <source>There is no verdict to copy yet.</source>
        <translation>还没有可复制的结论。</translation>
    </message>
    <message>
        <location filename="../../ui/files/export_actions.py" line="123"/>
        <source>Copied the verdict of {game} as Markdown.</source>
        <translation>已以 Markdown 格式复制{game}的结论。</translation>
    </message>
    <message>
        <location filename="../../ui/files/judge_actions.py" line="56"/>
        <source>There is no judge problem &apos;{problem}&apos;.</source>
        <translation>没有名为“{problem}”的评测题目。</translation>
    </message>
    <message>
        <location filename="../../ui/files/judge_actions.py" line="79"/>
        <source>Solving {file} as {problem}…</source>
        <translation>正在按 {problem} 求解 {file}…</translation>
    </message>
    <message>
        <location filename="../../ui/files/status.py" line="114"/>
        <source>Wait for the work in the background to finish, or cancel it.</source>
        <translation>请等待后台任务完成，或将其取消。</translation>
    </message>
    <message>
        <location filename="../../ui/files/judge_actions.py" line="87"/>
        <source>Save the Answers</source>
        <translation>保存答案</translation>
    </message>
    <message>
        <location filename="../../ui/files/judge_actions.py" line="88"/>
        <source>Judge output (*.out *.txt);;All files (*)</source>
        <translation>评测输出 (*.out *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/files/judge_actions.py" line="101"/>
        <source>Saved {count} answers to {file}.</source>
        <translation>已将 {count} 个答案保存到 {file}。</translation>
    </message>
    <message>
        <location filename="../../ui/files/session_actions.py" line="314"/>
        <source>Removed from Open Recent, no longer there: {files}</source>
        <translation>已从“最近打开”中移除不再存在的文件：{files}</translation>
    </message>
    <message>
        <location filename="../../ui/files/session_actions.py" line="328"/>
        <source>No recent sessions</source>
        <translation>没有最近的会话</translation>
    </message>
    <message>
        <location filename="../../ui/window/settings.py" line="64"/>
        <source>The last game of {game} could not be taken up: {problem}</source>
        <translation>无法恢复上次的{game}对局：{problem}</translation>
    </message>
    <message>
        <location filename="../../ui/window/settings.py" line="106"/>
        <source>Taking up the last game of {game}…</source>
        <translation>正在恢复{game}的上一局…</translation>
    </message>
    <message>
        <location filename="../../ui/window/settings.py" line="108"/>
        <source>The last game was not taken up.</source>
        <translation>上一局未能恢复。</translation>
    </message>
    <message>
        <location filename="../../ui/window/main_window.py" line="364"/>
        <source>NimLab — {game}</source>
        <translation>NimLab — {game}</translation>
    </message>
    <message>
        <location filename="../../ui/window/about.py" line="42"/>
        <source>&lt;h3&gt;NimLab {version}&lt;/h3&gt;&lt;p&gt;Verdicts, winning moves and pictures for impartial combinatorial games, exact for numbers of any size.&lt;/p&gt;</source>
        <extracomment>Positions longer than this are not quoted on a command line in the About box.</extracomment>
        <translation>&lt;h3&gt;NimLab {version}&lt;/h3&gt;&lt;p&gt;公平组合游戏的胜负结论、必胜走法与图示，对任意大小的数都精确求解。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/window/about.py" line="47"/>
        <source>&lt;p&gt;Press F1 for how to play it here, and see Help → Glossary for the words of the theory.&lt;/p&gt;</source>
        <translation>&lt;p&gt;按 F1 查看如何在这里玩这个游戏；理论中的术语见“帮助 → 术语表”。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/window/about.py" line="51"/>
        <source>&lt;h4&gt;{title}&lt;/h4&gt;&lt;p&gt;{rules}&lt;/p&gt;</source>
        <translation>&lt;h4&gt;{title}&lt;/h4&gt;&lt;p&gt;{rules}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/window/about.py" line="58"/>
        <source>&lt;h4&gt;{title}&lt;/h4&gt;&lt;p&gt;{rules}&lt;/p&gt;&lt;p&gt;The same answers are on the command line: &lt;code&gt;python main.py solve {game} {position}&lt;/code&gt;&lt;/p&gt;</source>
        <translation>&lt;h4&gt;{title}&lt;/h4&gt;&lt;p&gt;{rules}&lt;/p&gt;&lt;p&gt;命令行也能给出同样的答案：&lt;code&gt;python main.py solve {game} {position}&lt;/code&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/window/about.py" line="71"/>
        <source>About NimLab</source>
        <translation>关于 NimLab</translation>
    </message>
    <message>
        <location filename="../../ui/files/session_actions.py" line="337"/>
        <source>Open Session</source>
        <translation>打开会话</translation>
    </message>
    <message>
        <location filename="../../ui/files/session_actions.py" line="338"/>
        <location filename="../../ui/files/session_actions.py" line="354"/>
        <source>NimLab sessions (*.json);;All files (*)</source>
        <translation>NimLab 会话 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/files/session_actions.py" line="353"/>
        <source>Save Session</source>
        <translation>保存会话</translation>
    </message>
    <message>
        <location filename="../../ui/files/export_actions.py" line="140"/>
        <source>PNG pictures (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <location filename="../../ui/files/export_actions.py" line="145"/>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG 图片 (*.svg)</translation>
    </message>
    <message>
        <location filename="../../ui/files/export_actions.py" line="131"/>
        <source>Export Picture</source>
        <translation>导出图示</translation>
    </message>
    <message>
        <location filename="../../ui/files/export_actions.py" line="40"/>
        <source>The table on this tab (the pirates&apos; shares, the Grundy values), one row per line.</source>
        <translation>此标签页上的表格（海盗的分配、SG 值），每行一条记录。</translation>
    </message>
    <message>
        <location filename="../../ui/files/export_actions.py" line="95"/>
        <source>This tab has no table to export.</source>
        <translation>此标签页没有可导出的表格。</translation>
    </message>
    <message>
        <location filename="../../ui/files/export_actions.py" line="104"/>
        <source>Saved {count} rows in {file}.</source>
        <translation>已将 {count} 行保存到 {file}。</translation>
    </message>
    <message>
        <location filename="../../ui/files/export_actions.py" line="152"/>
        <source>Export Table</source>
        <translation>导出表格</translation>
    </message>
    <message>
        <location filename="../../ui/files/export_actions.py" line="154"/>
        <source>CSV tables (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/files/judge_actions.py" line="91"/>
        <source>{count} answer(s) found; they were not saved.</source>
        <translation>找到 {count} 个答案；没有保存。</translation>
    </message>
    <message>
        <location filename="../../ui/files/judge_actions.py" line="107"/>
        <source>Solve Judge Input</source>
        <translation>求解评测输入</translation>
    </message>
    <message>
        <location filename="../../ui/files/judge_actions.py" line="109"/>
        <source>Judge input (*.in *.txt);;All files (*)</source>
        <translation>评测输入 (*.in *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/files/judge_actions.py" line="118"/>
        <source>The problem this input is for:</source>
        <translation>此输入所属的题目：</translation>
    </message>
    <message>
        <location filename="../../ui/files/status.py" line="159"/>
        <source>it needed more than {limit} MB of memory</source>
        <translation>所需内存超过 {limit} MB</translation>
    </message>
    <message>
        <location filename="../../ui/files/status.py" line="165"/>
        <source>Stopped: {error}. {unchanged}</source>
        <translation>已停止：{error}。{unchanged}</translation>
    </message>
    <message>
        <location filename="../../ui/files/status.py" line="168"/>
        <source>Stopped: {error}. Nothing was saved.</source>
        <translation>已停止：{error}。未保存任何内容。</translation>
    </message>
    <message>
        <location filename="../../ui/files/status.py" line="177"/>
        <source>Something went wrong in the background ({error}). {unchanged}</source>
        <translation>后台出错（{error}）。{unchanged}</translation>
    </message>
    <message>
        <location filename="../../ui/files/status.py" line="181"/>
        <source>Something went wrong in the background ({error}). Nothing was saved.</source>
        <translation>后台出错（{error}）。未保存任何内容。</translation>
    </message>
    <message>
        <location filename="../../ui/files/status.py" line="189"/>
        <source>Cancelled. {unchanged}</source>
        <translation>已取消。{unchanged}</translation>
    </message>
    <message>
        <location filename="../../ui/files/status.py" line="192"/>
        <source>Cancelled. Nothing was saved.</source>
        <translation>已取消。未保存任何内容。</translation>
    </message>
</context>
<context>
    <name>MapKey</name>
    <message>
        <location filename="../../ui/explore/map_key.py" line="87"/>
        <source>0: the player to move loses</source>
        <translation>0：当前玩家必败</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_key.py" line="100"/>
        <source>Grundy value 1</source>
        <translation>SG 值 1</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_key.py" line="101"/>
        <source>Grundy values 1 … {top}</source>
        <translation>SG 值 1 … {top}</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_key.py" line="106"/>
        <source>the player to move wins</source>
        <translation>当前玩家必胜</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_key.py" line="107"/>
        <source>the player to move loses (P-position)</source>
        <translation>当前玩家必败（P 态）</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_key.py" line="110"/>
        <source>not a position</source>
        <translation>不是合法局面</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_key.py" line="117"/>
        <source>the rule disagrees with brute force</source>
        <translation>结论与暴力搜索不一致</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_key.py" line="122"/>
        <source>y = φx and y = x/φ (φ ≈ 1.618)</source>
        <translation>y = φx 与 y = x/φ（φ ≈ 1.618）</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_key.py" line="132"/>
        <source>a Fibonacci number of objects</source>
        <translation>物品数为斐波那契数</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_key.py" line="133"/>
        <source>the position in the form</source>
        <translation>表单中的局面</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_key.py" line="176"/>
        <source>a cell&apos;s number: moves to the end with best play</source>
        <translation>格中数字：双方最优走法下的剩余步数</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_key.py" line="182"/>
        <source>the player to move wins: {low} … {high} moves to the end</source>
        <translation>当前要走的一方胜：剩余 {low} … {high} 步</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_key.py" line="183"/>
        <source>the player to move loses: {low} … {high} moves to the end</source>
        <translation>当前要走的一方负：剩余 {low} … {high} 步</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_key.py" line="186"/>
        <source>the player to move wins: 1 move to the end</source>
        <translation>当前要走的一方胜：剩余 1 步</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_key.py" line="187"/>
        <source>the player to move loses: 1 move to the end</source>
        <translation>当前要走的一方负：剩余 1 步</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_key.py" line="188"/>
        <source>the player to move wins: {n} moves to the end</source>
        <translation>当前要走的一方胜：剩余 {n} 步</translation>
    </message>
    <message>
        <location filename="../../ui/explore/map_key.py" line="189"/>
        <source>the player to move loses: {n} moves to the end</source>
        <translation>当前要走的一方负：剩余 {n} 步</translation>
    </message>
</context>
<context>
    <name>MexView</name>
    <message>
        <location filename="../../ui/rulelab/mex_view.py" line="142"/>
        <source>The heap whose value is worked out; or click a row of the table or a place on the plot.</source>
        <translation>要计算其值的堆；也可以点击表格中的一行或曲线图上的一处。</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/mex_view.py" line="62"/>
        <source>Move</source>
        <extracomment>Values of the reached set written out; the rest are counted. Rows measured to fit the columns to their contents.</extracomment>
        <translation>走法</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/mex_view.py" line="62"/>
        <source>Leaves</source>
        <translation>留下</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/mex_view.py" line="63"/>
        <source>Their values</source>
        <translation>它们的值</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/mex_view.py" line="64"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/mex_view.py" line="172"/>
        <source>Mex by hand, for &amp;n =</source>
        <translation>手算 mex(&amp;N)，n =</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/mex_view.py" line="101"/>
        <source>take all {k}</source>
        <translation>全部取走 {k} 个</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/mex_view.py" line="103"/>
        <source>take {k}</source>
        <translation>取 {k} 个</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/mex_view.py" line="105"/>
        <source>take {k}, split</source>
        <translation>取 {k} 个并分堆</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/mex_view.py" line="107"/>
        <source>split</source>
        <translation>分堆</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/mex_view.py" line="109"/>
        <source>nothing</source>
        <translation>什么也不剩</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/mex_view.py" line="236"/>
        <source> The first {shown} of {count} moves are listed; all of them count.</source>
        <translation> 只列出 {count} 种走法中的前 {shown} 种；所有走法都计算在内。</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/mex_view.py" line="241"/>
        <source>Heap {n} has no move: in misère play the player to move wins, so o({n}) = 1.</source>
        <translation>大小为 {n} 的堆无路可走：在反常规则下当前玩家必胜，所以 o({n}) = 1。</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/mex_view.py" line="244"/>
        <source>A move from heap {n} leaves a heap lost for the player to move (outcome 0), so o({n}) = 1: the player to move wins.</source>
        <translation>从大小为 {n} 的堆出发，有一种走法留下对当前玩家必败的堆（胜负为 0），所以 o({n}) = 1：当前玩家必胜。</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/mex_view.py" line="247"/>
        <source>Every move from heap {n} leaves a heap won for the player to move, so o({n}) = 0: the player to move loses.</source>
        <translation>从大小为 {n} 的堆出发，每种走法都留下对当前玩家必胜的堆，所以 o({n}) = 0：当前玩家必败。</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/mex_view.py" line="251"/>
        <source>Heap {n} has no move: the values reached are {{}}, the smallest number missing is 0, so g({n}) = 0.</source>
        <translation>大小为 {n} 的堆无路可走：能到达的值为 {{}}，其中缺失的最小数是 0，所以 g({n}) = 0。</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/mex_view.py" line="254"/>
        <source>{count} moves from heap {n} reach the values {reached}. The smallest number missing (the mex) is {mex}, so g({n}) = {mex}.</source>
        <translation>从大小为 {n} 的堆出发的 {count} 种走法到达的值为 {reached}。其中缺失的最小数（mex）是 {mex}，所以 g({n}) = {mex}。</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/mex_view.py" line="260"/>
        <source>A P-position: the player to move loses.</source>
        <translation>P 态：当前玩家必败。</translation>
    </message>
</context>
<context>
    <name>NamedGames</name>
    <message>
        <location filename="solver_strings.py" line="568"/>
        <source>&amp;Name This Game…</source>
        <translation>命名此游戏(&amp;N)…</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="569"/>
        <source>Make this rule a game of its own, with its name and its tab</source>
        <translation>把此规则变成一个独立的游戏，有自己的名字和标签页</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="570"/>
        <source>&amp;Forget This Game</source>
        <translation>删除此游戏(&amp;F)</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="571"/>
        <source>Name This Game</source>
        <translation>命名此游戏</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="572"/>
        <source>Only a subtraction or octal game can be named.</source>
        <translation>只有减法博弈或八进制博弈可以命名。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="573"/>
        <source>Only a named game can be forgotten.</source>
        <translation>只有已命名的游戏可以删除。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="574"/>
        <source>Named the game {name}: it has its own tab now.</source>
        <translation>已将此游戏命名为 {name}：它现在有自己的标签页。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="575"/>
        <source>Forgot the game {name}.</source>
        <translation>已删除游戏 {name}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="576"/>
        <source>A name for the game with this rule (at most {count} characters):</source>
        <translation>为使用此规则的游戏取个名字（最多 {count} 个字符）：</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="577"/>
        <source>The game was not named: {problem}</source>
        <translation>游戏未命名：{problem}</translation>
    </message>
</context>
<context>
    <name>NumberField</name>
    <message>
        <location filename="../../ui/tab/number_field.py" line="55"/>
        <source>{short} ({count:,} characters): edit it in the position line below</source>
        <extracomment>Numbers longer than this many characters are summarised instead of shown.</extracomment>
        <translation>{short}（{count:,} 个字符）：请在下面的局面输入框中编辑</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <location filename="../../ui/tab/outcome.py" line="84"/>
        <source>{words} … ({count:,} more characters)</source>
        <extracomment>Inputs up to these sizes are solved synchronously: every game answers them in a few milliseconds, so a keystroke gets its verdict within one frame. The moves list shows at most this many moves; the rest are counted, not listed. Longer words in a solver&apos;s sentence (a list of every pair, every gap) are cut short. A position after a move is written out in full up to this many numbers. Positions whose numbers have more bits than this are not written out as ARGS text for replay: CPython writes decimals in quadratic time.</extracomment>
        <translation>{words} …（还有 {count:,} 个字符）</translation>
    </message>
    <message>
        <location filename="../../ui/tab/outcome.py" line="219"/>
        <source>Winning rule:</source>
        <extracomment>A number for a sentence or a table cell (the pirates&apos; words and table, the sum&apos;s total and values), as the solvers write one: thousands separators, long ones shortened. A row of binary columns that a winning move shrinks.</extracomment>
        <translation>必胜规律：</translation>
    </message>
    <message>
        <location filename="../../ui/tab/outcome.py" line="267"/>
        <source>{move} → {position}</source>
        <translation>{move} → {position}</translation>
    </message>
    <message>
        <location filename="../../ui/tab/outcome.py" line="293"/>
        <source>First player wins: the player to move can force a win</source>
        <translation>先手必胜：当前要走的一方能够确保获胜</translation>
    </message>
    <message>
        <location filename="../../ui/tab/outcome.py" line="295"/>
        <source>Second player wins: whatever the player to move does, the other player can win</source>
        <translation>后手必胜：无论当前要走的一方怎么走，另一方都能获胜</translation>
    </message>
    <message>
        <location filename="../../ui/tab/outcome.py" line="313"/>
        <source>In {problem} the first player is called {first} and the second {second}.</source>
        <translation>在 {problem} 中，先手称为 {first}，后手称为 {second}。</translation>
    </message>
    <message>
        <location filename="../../ui/tab/outcome.py" line="317"/>
        <source>The problem calls the first player {first} and the second {second}.</source>
        <translation>题目中先手称为 {first}，后手称为 {second}。</translation>
    </message>
</context>
<context>
    <name>ParamForm</name>
    <message>
        <location filename="../../ui/tab/param_form.py" line="87"/>
        <source>{label}: a whole number, at least {minimum}</source>
        <extracomment>False for a widget that carries its own label (a check box).</extracomment>
        <translation>{label}：整数，至少为 {minimum}</translation>
    </message>
    <message>
        <location filename="../../ui/tab/param_form.py" line="110"/>
        <source>Play the variant: {label}</source>
        <translation>采用变体规则：{label}</translation>
    </message>
    <message>
        <location filename="../../ui/tab/param_form.py" line="221"/>
        <source>{label}:</source>
        <extracomment>The widget adapter of each parameter kind.</extracomment>
        <translation>{label}：</translation>
    </message>
    <message>
        <location filename="../../ui/tab/param_form.py" line="157"/>
        <source>{label}: for example {example}</source>
        <translation>{label}：例如 {example}</translation>
    </message>
</context>
<context>
    <name>PartPicture</name>
    <message>
        <location filename="../../ui/sum/picture.py" line="102"/>
        <source>Part {number}: {game} {position} — Grundy value {value}</source>
        <extracomment>The height of each tile&apos;s canvas when the tiles do not fit and the picture scrolls. The shape (width / height) a canvas draws best in: that of its size hint.</extracomment>
        <translation>子游戏 {number}：{game} {position} —— SG 值 {value}</translation>
    </message>
</context>
<context>
    <name>PartRow</name>
    <message>
        <location filename="../../ui/sum/parts.py" line="80"/>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../ui/sum/parts.py" line="81"/>
        <source>Remove this part from the sum</source>
        <translation>从和中删除这个子游戏</translation>
    </message>
    <message>
        <location filename="../../ui/sum/parts.py" line="109"/>
        <source>Part {number}:</source>
        <translation>子游戏 {number}：</translation>
    </message>
    <message>
        <location filename="../../ui/sum/parts.py" line="163"/>
        <source>Choose a game for this part first.</source>
        <translation>请先为这个子游戏选择一个游戏。</translation>
    </message>
    <message>
        <location filename="../../ui/sum/parts.py" line="166"/>
        <source>for example: {example}</source>
        <translation>例如：{example}</translation>
    </message>
    <message>
        <location filename="../../ui/sum/parts.py" line="170"/>
        <source>valued by its formula</source>
        <translation>按公式求值</translation>
    </message>
    <message>
        <location filename="../../ui/sum/parts.py" line="171"/>
        <source>valued by brute force: numbers up to {limit}</source>
        <translation>按暴力搜索求值：数不超过 {limit}</translation>
    </message>
    <message>
        <location filename="../../ui/sum/parts.py" line="173"/>
        <source>The position of this part, as `python main.py solve {game}` takes it: {fields}. {how}.</source>
        <translation>这个子游戏的局面，格式与 `python main.py solve {game}` 相同：{fields}。{how}。</translation>
    </message>
</context>
<context>
    <name>PicturePages</name>
    <message>
        <location filename="../../ui/tab/picture_pages.py" line="34"/>
        <source>Hidden while you practise: ask for a hint, or finish the game</source>
        <translation>练习中已隐藏：请求提示，或下完这一局</translation>
    </message>
    <message>
        <location filename="../../ui/tab/picture_pages.py" line="71"/>
        <source>Picture</source>
        <translation>图示</translation>
    </message>
    <message>
        <location filename="../../ui/tab/picture_pages.py" line="74"/>
        <source>Map</source>
        <translation>胜负图</translation>
    </message>
    <message>
        <location filename="../../ui/tab/picture_pages.py" line="75"/>
        <source>A map of positions: who wins over a range of numbers, by brute force, checked against the rule.</source>
        <translation>局面胜负图：在一定数值范围内用暴力搜索求出谁胜，并与结论核对。</translation>
    </message>
    <message>
        <location filename="../../ui/tab/picture_pages.py" line="79"/>
        <source>Graph</source>
        <translation>博弈图</translation>
    </message>
    <message>
        <location filename="../../ui/tab/picture_pages.py" line="80"/>
        <source>Every position reachable from this one, who wins there and its Grundy value; the winning moves drawn bold.</source>
        <translation>从此局面可以到达的每个局面、在那里谁胜以及它的 SG 值；必胜走法用粗线画出。</translation>
    </message>
    <message>
        <location filename="../../ui/tab/picture_pages.py" line="84"/>
        <source>In disguise</source>
        <translation>等价形式</translation>
    </message>
    <message>
        <location filename="../../ui/tab/picture_pages.py" line="85"/>
        <source>The same game as {game}: each winning move beside its image.</source>
        <translation>与{game}是同一个游戏：每个必胜走法旁边都列出它的对应走法。</translation>
    </message>
</context>
<context>
    <name>PileCanvas</name>
    <message>
        <location filename="../../ui/canvases/pile.py" line="209"/>
        <source>The pile is empty.</source>
        <extracomment>More blocks than this are summarised: a few, then a count of the rest, then the last. The groups of a pile whose blocks of M + 1 would give the answer away.</extracomment>
        <translation>这堆已空。</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pile.py" line="211"/>
        <source>The pile is empty: the player to move has won.</source>
        <translation>这堆已空：当前玩家获胜。</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pile.py" line="214"/>
        <source>The pile is empty: the player to move has lost.</source>
        <translation>这堆已空：当前玩家已输。</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pile.py" line="271"/>
        <source>{n} more</source>
        <translation>还有 {n}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pile.py" line="293"/>
        <source>N = {last}{q} × {block} + {r}</source>
        <translation>N = {last}{q} × {block} + {r}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pile.py" line="300"/>
        <source>block of M + 1 = {b}</source>
        <translation>每块 M + 1 = {b} 个</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pile.py" line="305"/>
        <source>remainder (take it)</source>
        <translation>余数（取走它）</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pile.py" line="310"/>
        <source>the last object (whoever takes it loses)</source>
        <translation>最后一个物品（取走者输）</translation>
    </message>
</context>
<context>
    <name>PirateTableModel</name>
    <message>
        <location filename="../../ui/pirates/pirate_table.py" line="141"/>
        <source>proposer: his plan passes</source>
        <extracomment>Most rows the model offers at once. The raw share (int or &quot;Thrown&quot;) of a row, for code that must not parse display text. The role word of a row: proposer, bribed, nothing, uncertain or thrown. Rows whose cells the model keeps for the table on display: a view asks for a dozen roles of each cell at every paint. Kept rows and plain-int roles each save about a millisecond of the table&apos;s repaint after a keystroke (of some 3 to 5 ms, measured).</extracomment>
        <translation>提议者：他的方案通过</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirate_table.py" line="142"/>
        <source>bribed with 1 coin</source>
        <translation>获得 1 枚金币的贿赂</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirate_table.py" line="143"/>
        <source>gets nothing</source>
        <translation>一无所得</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirate_table.py" line="144"/>
        <source>uncertain: the proposer may or may not pick him</source>
        <translation>不确定：提议者可能选他，也可能不选</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirate_table.py" line="145"/>
        <source>thrown overboard</source>
        <translation>被扔下海</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirate_table.py" line="151"/>
        <source>Thrown</source>
        <translation>被扔下海</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirate_table.py" line="152"/>
        <source>0?</source>
        <translation>0?</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirate_table.py" line="199"/>
        <source>The proposer gives his coins to some of these pirates, at his choice: this share is 0 by convention but not certain.</source>
        <translation>提议者自行选择把金币分给其中一些海盗：此份额按惯例记为 0，但并不确定。</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirate_table.py" line="202"/>
        <source>Thrown overboard before a plan passes.</source>
        <translation>在某个方案通过之前被扔下海。</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirate_table.py" line="211"/>
        <source>Pirate</source>
        <translation>海盗</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirate_table.py" line="211"/>
        <source>Share</source>
        <translation>所得</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirate_table.py" line="212"/>
        <source>Note</source>
        <translation>说明</translation>
    </message>
</context>
<context>
    <name>PiratesAnimation</name>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="81"/>
        <source>Every k so far: who survives, and the stable positions</source>
        <extracomment>Milliseconds between steps while playing.</extracomment>
        <translation>到目前为止的每个 k：谁能活下来，以及稳定状态</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="100"/>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="102"/>
        <source>One pirate fewer</source>
        <translation>少一个海盗</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="106"/>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="108"/>
        <source>One pirate more</source>
        <translation>多一个海盗</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="111"/>
        <source>The number of pirates k</source>
        <translation>海盗人数 k</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="252"/>
        <source>Enter N and M to see how the answer is found.</source>
        <translation>输入 N 和 M，查看答案是如何得出的。</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="263"/>
        <source>k = {k} of {n}</source>
        <translation>k = {k}（共 {n} 个）</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="275"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="275"/>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="276"/>
        <source>Stop stepping</source>
        <translation>停止单步播放</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="277"/>
        <source>Add a pirate every {seconds} s</source>
        <translation>每 {seconds} 秒增加一个海盗</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="265"/>
        <source>{k} pirate(s) of {n}</source>
        <translation>{k} 个海盗（共 {n} 个）</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="282"/>
        <source>{k} pirate(s), {m} coin(s): pirate {k} proposes, and survives</source>
        <translation>{k} 个海盗，{m} 枚金币：海盗 {k} 提出方案并活了下来</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="284"/>
        <source>{k} pirate(s), {m} coin(s): pirate {k} is thrown overboard</source>
        <translation>{k} 个海盗，{m} 枚金币：海盗 {k} 被扔下海</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="292"/>
        <location filename="../../ui/pirates/pirates_animation.py" line="301"/>
        <source>pirate {p}</source>
        <translation>海盗 {p}</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="294"/>
        <source>pirates {list} and {last}</source>
        <translation>海盗 {list} 和 {last}</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="296"/>
        <source>pirates {first}, {second}, …, {last}</source>
        <translation>海盗 {first}、{second}、…、{last}</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="302"/>
        <source>pirates {first} to {last}</source>
        <translation>海盗 {first} 到 {last}</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="310"/>
        <source>Pirate 1 is alone. He proposes to keep all {m} coins, and his own vote is half of the votes: the plan passes.</source>
        <translation>只有海盗 1 一个人。他提议独得全部 {m} 枚金币，他自己的一票就占了一半：方案通过。</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="315"/>
        <source>Pirate {k} proposes to keep all {m} coins. His own vote is half of the {k} votes, which is enough: the plan passes and pirate 1 gets nothing.</source>
        <translation>海盗 {k} 提议独得全部 {m} 枚金币。他自己的一票占 {k} 票中的一半，这就够了：方案通过，海盗 1 一无所得。</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="318"/>
        <source>Pirate {k} needs {need} of the {k} votes, his own included. If he were thrown, pirate {prev} would give nothing to {who}; 1 coin each buys their votes. Pirate {k} keeps {keep}, and the plan passes.</source>
        <translation>海盗 {k} 需要 {k} 票中的 {need} 票（包括他自己的一票）。如果他被扔下海，{who}在海盗 {prev} 的方案中将一无所得；每人 1 枚金币就能买到他们的票。海盗 {k} 留下 {keep} 枚，方案通过。</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="324"/>
        <source>Pirate {k} needs {need} of the {k} votes. If he were thrown, pirate {prev} would give nothing to {who}; his {m} coins buy exactly those votes. He survives but keeps nothing.</source>
        <translation>海盗 {k} 需要 {k} 票中的 {need} 票。如果他被扔下海，{who}在海盗 {prev} 的方案中将一无所得；他的 {m} 枚金币恰好能买到这些票。他活了下来，但自己一无所得。</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="335"/>
        <source>Pirate {k} needs {need} of the {k} votes but has only {m} coins to buy them with: with his own vote that makes {votes}, just enough. He survives with no gold: {k} = 2M + 2 is a stable position.</source>
        <translation>海盗 {k} 需要 {k} 票中的 {need} 票，但只有 {m} 枚金币用来买票：加上他自己的一票共 {votes} 票，刚好够。他活了下来，但没有金币：{k} = 2M + 2 是稳定状态。</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="340"/>
        <source>Pirate {k} needs {need} of the {k} votes. His {m} coins buy {m} of them, and {doomed}, thrown overboard after him if he were, vote for him to save their lives. With his own vote that makes {votes}, just enough: he survives with no gold. {k} = 2M + 2{j} is a stable position.</source>
        <translation>海盗 {k} 需要 {k} 票中的 {need} 票。他的 {m} 枚金币能买到其中 {m} 票；而{doomed}（若他被扔下海，他们也会随后被扔下海）为了保命会投他的票。加上他自己的一票共 {votes} 票，刚好够：他活了下来，但没有金币。{k} = 2M + 2{j} 是稳定状态。</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="348"/>
        <source>Any {m} of the pirates who would get nothing from pirate {previous}&apos;s plan will do for the coins, so those shares are uncertain (0?).</source>
        <translation>在海盗 {previous} 的方案中一无所得的海盗里，任选 {m} 个给金币都可以，所以这些份额是不确定的（0?）。</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="356"/>
        <source>his own, {m} bought with his coins, and {doomed}, who would be thrown after him</source>
        <translation>他自己的一票、用金币买到的 {m} 票，以及{doomed}的票（他们会在他之后被扔下海）</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="360"/>
        <source>his own and {m} bought with his coins</source>
        <translation>他自己的一票和用金币买到的 {m} 票</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="361"/>
        <source>Then pirate {s}&apos;s plan passes, as in the step before.</source>
        <translation>然后海盗 {s} 的方案通过，和上一步一样。</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="362"/>
        <source>Then pirate {prev} proposes and is thrown too, and so on down to pirate {s}, whose plan passes.</source>
        <translation>然后海盗 {prev} 提出方案并同样被扔下海，依此类推，直到海盗 {s}，他的方案通过。</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="364"/>
        <source>Pirate {k} needs {need} of the {k} votes but can win at most {votes}: {sources}. He is thrown overboard. {then} ({s} = 2M + 2{j} is the stable position below {k}.)</source>
        <translation>海盗 {k} 需要 {k} 票中的 {need} 票，但最多只能得到 {votes} 票：{sources}。他被扔下海。{then}（{s} = 2M + 2{j} 是 {k} 之下的稳定状态。）</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="377"/>
        <source>k = 1 to 10, a few k on the way to 2M, then 2M − 1 to 2M + 2 = {low}</source>
        <translation>k = 1 到 10，通往 2M 途中的几个 k，然后是 2M − 1 到 2M + 2 = {low}</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="380"/>
        <source>k = 1 to 10 and a few k on the way to N (all of them with k ≤ 2M)</source>
        <translation>k = 1 到 10，以及通往 N 途中的几个 k（它们都满足 k ≤ 2M）</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="383"/>
        <source>every k up to 2M + 2 = {low}</source>
        <translation>直到 2M + 2 = {low} 的每个 k</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="384"/>
        <source>N = {n} is large, so the steps jump: {start}, then each stable position 2M + 2ʲ and the pirate just after it, then N itself. The strip is not to scale: a hatched slot stands for the pirates skipped.</source>
        <translation>N = {n} 很大，所以步骤会跳跃：{start}，然后是每个稳定状态 2M + 2ʲ 及其后的一个海盗，最后是 N 本身。条带不按比例绘制：带阴影的格子代表被跳过的海盗。</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_animation.py" line="389"/>
        <source>Of the stable positions, only the first and the last {half} are shown.</source>
        <translation>稳定状态中只显示最前面和最后面各 {half} 个。</translation>
    </message>
</context>
<context>
    <name>PiratesCanvas</name>
    <message>
        <location filename="../../ui/canvases/pirates.py" line="207"/>
        <location filename="../../ui/canvases/pirates.py" line="329"/>
        <source>gold</source>
        <extracomment>A kind of bar fill and the (left, top, width, height) it fills. Pirate numbers up to this many digits are written exactly, as the table beside the chart writes them (576,460,752,303,423,688 is 18); longer ones in short scientific form, and then the axis names only the pirate in focus (neighbours cannot be told apart short).</extracomment>
        <translation>金币</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pirates.py" line="366"/>
        <location filename="../../ui/canvases/pirates.py" line="400"/>
        <source>proposer</source>
        <translation>提议者</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pirates.py" line="366"/>
        <source>bought</source>
        <translation>被贿赂</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pirates.py" line="367"/>
        <source>uncertain</source>
        <translation>不确定</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pirates.py" line="368"/>
        <source>thrown</source>
        <translation>被扔下海</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pirates.py" line="368"/>
        <source>nothing</source>
        <translation>一无所得</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pirates.py" line="369"/>
        <source>his plan passes</source>
        <translation>他的方案通过</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pirates.py" line="370"/>
        <source>his vote is bought with 1 coin</source>
        <translation>用 1 枚金币买到他的票</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pirates.py" line="371"/>
        <source>uncertain: 0 or 1, the proposer&apos;s free choice</source>
        <translation>不确定：0 或 1，由提议者自由选择</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pirates.py" line="372"/>
        <source>thrown overboard</source>
        <translation>被扔下海</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pirates.py" line="372"/>
        <source>gets nothing</source>
        <translation>一无所得</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pirates.py" line="381"/>
        <source>Pirate {p} is thrown overboard</source>
        <translation>海盗 {p} 被扔下海</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pirates.py" line="382"/>
        <source>Pirate {p}: thrown</source>
        <translation>海盗 {p}：被扔下海</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pirates.py" line="384"/>
        <source>Pirate {p}: {share}, {role}</source>
        <translation>海盗 {p}：{share}，{role}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pirates.py" line="386"/>
        <source>Pirate {p}: {share} ({role})</source>
        <translation>海盗 {p}：{share}（{role}）</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pirates.py" line="389"/>
        <source>Pirate {s} proposes the plan that passes; {t} thrown overboard</source>
        <translation>海盗 {s} 提出的方案获得通过；{t} 人被扔下海</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pirates.py" line="391"/>
        <source>Pirate {s}&apos;s plan passes; {t} thrown</source>
        <translation>海盗 {s} 的方案通过；{t} 人被扔下海</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pirates.py" line="393"/>
        <location filename="../../ui/canvases/pirates.py" line="394"/>
        <source>{t} thrown</source>
        <translation>{t} 人被扔下海</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pirates.py" line="403"/>
        <source>1 coin</source>
        <translation>1 枚金币</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pirates.py" line="406"/>
        <source>0 or 1: uncertain</source>
        <translation>0 或 1：不确定</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/pirates.py" line="407"/>
        <source>thrown (below the axis)</source>
        <translation>被扔下海（位于横轴下方）</translation>
    </message>
</context>
<context>
    <name>PiratesTab</name>
    <message>
        <location filename="../../ui/pirates/pirates_tab.py" line="67"/>
        <source>Why</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_tab.py" line="119"/>
        <source>Table and chart</source>
        <translation>表格与图表</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_tab.py" line="120"/>
        <source>How it is decided</source>
        <translation>如何决定</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_tab.py" line="207"/>
        <source>Pirate {s} proposes the plan that passes</source>
        <translation>海盗 {s} 提出的方案获得通过</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_tab.py" line="212"/>
        <source>Pirate {p} is thrown overboard</source>
        <translation>海盗 {p} 被扔下海</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_tab.py" line="214"/>
        <source>Pirate {p} proposes the plan that passes and keeps {gold}</source>
        <translation>海盗 {p} 提出的方案获得通过，他留下 {gold} 枚金币</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_tab.py" line="217"/>
        <source>Pirate {p} gets 0 — uncertain: the proposer may choose him for a coin</source>
        <translation>海盗 {p} 得到 0 —— 不确定：提议者可能选他并给他 1 枚金币</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_tab.py" line="220"/>
        <source>Pirate {p} gets 1 coin for his vote</source>
        <translation>海盗 {p} 投赞成票，得到 1 枚金币</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_tab.py" line="221"/>
        <source>Pirate {p} gets nothing</source>
        <translation>海盗 {p} 一无所得</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_tab.py" line="225"/>
        <source>Final proposer: pirate {s}, who keeps {keep}.</source>
        <translation>最终提议者：海盗 {s}，他留下 {keep} 枚金币。</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_tab.py" line="228"/>
        <source>Thrown overboard: nobody.</source>
        <translation>被扔下海：无人。</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_tab.py" line="230"/>
        <source>Thrown overboard: 1 (pirate {n}).</source>
        <translation>被扔下海：1 人（海盗 {n}）。</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_tab.py" line="232"/>
        <source>Thrown overboard: {count} (pirates {first} to {n}).</source>
        <translation>被扔下海：{count} 人（海盗 {first} 到 {n}）。</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_tab.py" line="234"/>
        <source>Gold handed out: {given} of {m} coin(s).</source>
        <translation>分出的金币：{m} 枚中的 {given} 枚。</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_tab.py" line="243"/>
        <source>All {n} pirate(s). {legend}</source>
        <translation>全部 {n} 个海盗。{legend}</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_tab.py" line="240"/>
        <source>“0?” marks an uncertain share (0 by convention); tinted rows are thrown overboard.</source>
        <translation>“0?” 表示不确定的份额（按惯例记为 0）；带底色的行表示被扔下海。</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/pirates_tab.py" line="247"/>
        <source>Pirates {first} to {last} of {n}: enter pirate P to see another part of the table. {legend}</source>
        <translation>海盗 {first} 到 {last}（共 {n} 个）：输入海盗 P 可查看表格的其他部分。{legend}</translation>
    </message>
</context>
<context>
    <name>PlanView</name>
    <message>
        <location filename="../../ui/pirates/induction_views.py" line="138"/>
        <source>proposer</source>
        <translation>提议者</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/induction_views.py" line="139"/>
        <source>bribed: 1 coin</source>
        <translation>被贿赂：1 枚金币</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/induction_views.py" line="140"/>
        <source>0 or 1, his choice</source>
        <translation>0 或 1，由他选择</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/induction_views.py" line="141"/>
        <source>nothing</source>
        <translation>一无所得</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/induction_views.py" line="142"/>
        <source>thrown overboard</source>
        <translation>被扔下海</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/induction_views.py" line="185"/>
        <source>0?</source>
        <translation>0?</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/induction_views.py" line="221"/>
        <source>+{count}</source>
        <translation>+{count}</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <location filename="../../ui/play/options.py" line="17"/>
        <source>Computer plays</source>
        <translation>与电脑对弈</translation>
    </message>
    <message>
        <location filename="../../ui/play/options.py" line="20"/>
        <source>Untick for two players at one screen.</source>
        <translation>取消勾选则两人在同一屏幕上对弈。</translation>
    </message>
    <message>
        <location filename="../../ui/play/options.py" line="26"/>
        <source>Practice: hide the answers</source>
        <translation>练习：隐藏答案</translation>
    </message>
    <message>
        <location filename="../../ui/play/options.py" line="30"/>
        <source>During a game, the verdict, the winning moves and Why stay hidden until you ask for a hint; each hint shows one more. At the end everything is shown.</source>
        <translation>对局中，胜负判断、必胜走法和“为什么”都会隐藏，直到你请求提示；每次提示多显示一项。对局结束后全部显示。</translation>
    </message>
    <message>
        <location filename="../../ui/play/options.py" line="40"/>
        <source>You start</source>
        <translation>你先走</translation>
    </message>
    <message>
        <location filename="../../ui/play/options.py" line="41"/>
        <source>Computer starts</source>
        <translation>电脑先走</translation>
    </message>
    <message>
        <location filename="../../ui/play/options.py" line="42"/>
        <source>Who makes the first move. Changed during a game, the game starts again from its first position.</source>
        <translation>由谁先走。对局中更改时，对局会从初始局面重新开始。</translation>
    </message>
    <message>
        <location filename="../../ui/play/options.py" line="53"/>
        <source>Strong</source>
        <translation>强</translation>
    </message>
    <message>
        <location filename="../../ui/play/options.py" line="54"/>
        <source>Learner</source>
        <translation>学习者</translation>
    </message>
    <message>
        <location filename="../../ui/play/options.py" line="52"/>
        <source>Perfect</source>
        <translation>完美</translation>
    </message>
    <message>
        <location filename="../../ui/play/options.py" line="66"/>
        <source>size </source>
        <translation>规模 </translation>
    </message>
    <message>
        <location filename="../../ui/play/options.py" line="67"/>
        <source>How big a new random position is (1 to 10).</source>
        <translation>新随机局面的规模（1 到 10）。</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="110"/>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="111"/>
        <source>Start a new game from a random position.</source>
        <translation>从一个随机局面开始新游戏。</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="112"/>
        <location filename="../../ui/sum/play.py" line="96"/>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="113"/>
        <location filename="../../ui/sum/play.py" line="97"/>
        <source>Play this game again from its first position.</source>
        <translation>从初始局面重新下这一局。</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="114"/>
        <location filename="../../ui/sum/play.py" line="100"/>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="115"/>
        <location filename="../../ui/sum/play.py" line="101"/>
        <source>First: can you win? Again: where to play. Again: the whole move.</source>
        <translation>第一次：你能赢吗？再按：该在哪里走。再按：完整的走法。</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="117"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="117"/>
        <source>Take back a move.</source>
        <translation>撤回一步。</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="118"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="118"/>
        <source>Play it again.</source>
        <translation>重新走这一步。</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="121"/>
        <source>Every legal move; double-click or press Enter to play it, or play on the picture.</source>
        <translation>所有合法走法；双击或按回车执行，也可以直接在图示上走。</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="125"/>
        <source>The moves of this game, in words.</source>
        <translation>本局的走法记录。</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="139"/>
        <location filename="../../ui/play/play_panel.py" line="395"/>
        <source>Legal moves</source>
        <translation>合法走法</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="144"/>
        <source>This game</source>
        <translation>本局记录</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="269"/>
        <source>First correct the position, or press Esc to bring back the last valid one.</source>
        <translation>请先改正局面，或按 Esc 恢复上一个有效局面。</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="273"/>
        <source>Wait: it is the computer&apos;s turn.</source>
        <translation>请稍候：现在轮到电脑。</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="283"/>
        <source>That move is not allowed. {rules}</source>
        <translation>这一步不合法。{rules}</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="383"/>
        <source>Review of the game</source>
        <translation>对局复盘</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="278"/>
        <source>That move could not be checked among the first {count:,} moves; type the position after it instead.</source>
        <translation>无法在前 {count:,} 个走法中核对这一步；请改为输入走完后的局面。</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="356"/>
        <source>Player {n}</source>
        <translation>玩家 {n}</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="357"/>
        <location filename="../../ui/play/review.py" line="34"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="357"/>
        <location filename="../../ui/play/review.py" line="35"/>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="370"/>
        <source>Player {n} to move.</source>
        <translation>轮到玩家 {n}。</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="373"/>
        <source>Your move.</source>
        <translation>轮到你了。</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="375"/>
        <source>The computer is thinking…</source>
        <translation>电脑正在思考…</translation>
    </message>
    <message>
        <location filename="../../ui/play/review.py" line="32"/>
        <source>Player 1</source>
        <translation>玩家 1</translation>
    </message>
    <message>
        <location filename="../../ui/play/review.py" line="33"/>
        <source>Player 2</source>
        <translation>玩家 2</translation>
    </message>
    <message>
        <location filename="../../ui/play/review.py" line="46"/>
        <source>Game over: player {n} wins.</source>
        <translation>游戏结束：玩家 {n} 获胜。</translation>
    </message>
    <message>
        <location filename="../../ui/play/review.py" line="49"/>
        <source>Game over: you win!</source>
        <translation>游戏结束：你赢了！</translation>
    </message>
    <message>
        <location filename="../../ui/play/review.py" line="50"/>
        <source>Game over: the computer wins.</source>
        <translation>游戏结束：电脑获胜。</translation>
    </message>
    <message>
        <location filename="../../ui/play/review.py" line="59"/>
        <source>Review: not available for numbers this long.</source>
        <translation>复盘：数字太长，无法复盘。</translation>
    </message>
    <message>
        <location filename="../../ui/play/review.py" line="63"/>
        <source>Review: no move handed the opponent a won position.</source>
        <translation>复盘：没有哪一步把必胜局面送给对手。</translation>
    </message>
    <message>
        <location filename="../../ui/play/review.py" line="65"/>
        <source>Review: {words}</source>
        <translation>复盘：{words}</translation>
    </message>
    <message>
        <location filename="../../ui/play/play_panel.py" line="388"/>
        <source>the mistake</source>
        <translation>失误</translation>
    </message>
    <message>
        <location filename="../../ui/play/legal_moves.py" line="211"/>
        <source>… more moves: play them on the picture</source>
        <extracomment>The list shows at most this many (smallest first); the canvas has them all. Listed at once; the others follow, this many per turn of the event loop. A part of the list ends once it has taken this long (s), whatever its count: making a move of a position of 10^5 heaps copies them all. At least one move per part. The list stops (saying there are more moves) once its parts have taken this long (s). The rows&apos; positions hold at most about this many numbers in all: a move of a position of 10^5 heaps is a copy of them all, so such a position lists 20 moves, not 300. On screen, the list follows a new position by this long (ms): after the window has painted the verdict and the picture, and only once quick typing pauses. Positions with a number longer than this are not written out exactly in the rows, nor valued or reviewed move by move: writing a number of thousands of digits out costs milliseconds each, on the GUI thread. Up to this many numbers, a shortened row keeps the number its move changed in view.</extracomment>
        <translation>… 更多走法：请在图示上走</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="559"/>
        <source>The computer can win whatever you do.</source>
        <translation>无论你怎么走，电脑都能获胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="560"/>
        <source>The game is over: the computer won.</source>
        <translation>对局结束：电脑获胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="561"/>
        <source>You can win: the computer has no winning move.</source>
        <translation>你能获胜：电脑没有必胜走法。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="562"/>
        <source>The game is over: you won.</source>
        <translation>对局结束：你获胜了。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="563"/>
        <source>, in 1 move with best play</source>
        <translation>，双方最优走法下 1 步即可</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="564"/>
        <source>You can win.</source>
        <translation>你能获胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="565"/>
        <source>, in {n:,} moves with best play</source>
        <translation>，双方最优走法下需 {n:,} 步</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="566"/>
        <source>Player {n} can win.</source>
        <translation>玩家 {n} 能获胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="567"/>
        <source>The game is over: player {n} won.</source>
        <translation>对局结束：玩家 {n} 获胜。</translation>
    </message>
    <message>
        <location filename="../../ui/play/values.py" line="68"/>
        <source>wins</source>
        <extracomment>The window&apos;s search budget for best play&apos;s values (steps: positions entered plus moves followed): about a tenth of a second, so that the search, which shares the GIL with the window, never slows typing; a position past it shows no remoteness. How much the process may grow while the search runs (bytes): past it the search stops and the position shows no values (each step may list a position&apos;s every move). The search starts once typing pauses this long (ms). A text mark beside each colour, for readers who cannot tell the colours apart.</extracomment>
        <translation>胜</translation>
    </message>
    <message>
        <location filename="../../ui/play/values.py" line="72"/>
        <source>loses</source>
        <translation>负</translation>
    </message>
    <message>
        <location filename="../../ui/play/values.py" line="69"/>
        <source>wins in {n:,}</source>
        <translation>{n:,} 步内胜</translation>
    </message>
    <message>
        <location filename="../../ui/play/values.py" line="73"/>
        <source>loses in {n:,}</source>
        <translation>{n:,} 步后负</translation>
    </message>
</context>
<context>
    <name>ReductionView</name>
    <message>
        <location filename="../../ui/explore/reduction_view.py" line="71"/>
        <source>Point at a move to see its image in the other game.</source>
        <extracomment>How many numbers the solvers&apos; words list (they write the first 30 and stop).</extracomment>
        <translation>将指针移到某个走法上，可查看它在另一个游戏中的对应走法。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/reduction_view.py" line="89"/>
        <source>This position is not {game} in disguise: {why}</source>
        <translation>此局面并不是变相的{game}：{why}</translation>
    </message>
    <message>
        <location filename="../../ui/explore/reduction_view.py" line="145"/>
        <source>… and {count} more heaps</source>
        <translation>……另有 {count} 堆</translation>
    </message>
    <message>
        <location filename="../../ui/explore/reduction_view.py" line="144"/>
        <source>… and {count} more steps</source>
        <translation>……另有 {count} 级</translation>
    </message>
    <message>
        <location filename="../../ui/explore/reduction_view.py" line="102"/>
        <source>Too large to solve on this page; the tab&apos;s picture and moves show it.</source>
        <translation>太大，无法在本页求解；请看本页签的图示和走法。</translation>
    </message>
    <message>
        <location filename="../../ui/explore/reduction_view.py" line="123"/>
        <source>(no image: {why})</source>
        <translation>（无对应：{why}）</translation>
    </message>
    <message>
        <location filename="../../ui/explore/reduction_view.py" line="125"/>
        <source>(no image)</source>
        <translation>（无对应）</translation>
    </message>
    <message>
        <location filename="../../ui/explore/reduction_view.py" line="136"/>
        <source>… and {count} more moves</source>
        <translation>……另有 {count} 种走法</translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <location filename="../../ui/tab/results.py" line="56"/>
        <source>Select a move to see it in the picture; double-click or press Enter to play it.</source>
        <extracomment>Qt&apos;s QWIDGETSIZE_MAX: no maximum size. The winning moves&apos; pane at first; the explanation below gets the rest. The winning moves laid out per turn of the event loop (more than fill the pane).</extracomment>
        <translation>选中一个走法可在图示中查看；双击或按回车执行。</translation>
    </message>
    <message>
        <location filename="../../ui/tab/results.py" line="60"/>
        <source>Why</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../../ui/tab/results.py" line="62"/>
        <source>Practice: the answers are hidden while you play. Ask for a hint: first whether you can win, then why, then the move.</source>
        <translation>练习：对局中答案是隐藏的。请求提示：先告诉你能否获胜，再说明原因，最后给出走法。</translation>
    </message>
    <message>
        <location filename="../../ui/tab/results.py" line="123"/>
        <source>No winning move: every move leaves the opponent a winning position.</source>
        <extracomment>The moves of the shown outcome, the list&apos;s rows first.</extracomment>
        <translation>没有必胜走法：无论怎么走，都会给对手留下必胜局面。</translation>
    </message>
    <message>
        <location filename="../../ui/tab/results.py" line="126"/>
        <source>Winning moves: no list for this position; the strategy is explained below.</source>
        <translation>必胜走法：此局面不逐一列出；策略见下方的分析。</translation>
    </message>
    <message>
        <location filename="../../ui/tab/results.py" line="129"/>
        <source>A winning move (others may exist):</source>
        <translation>一个必胜走法（可能还有其他）：</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/tab/results.py" line="131"/>
        <source>Winning moves (the first %n):</source>
        <translation>
            <numerusform>必胜走法（前 %n 个）：</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/tab/results.py" line="133"/>
        <source>Winning moves (the first {shown:,} of {count:,}):</source>
        <translation>必胜走法（共 {count:,} 个中的前 {shown:,} 个）：</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/tab/results.py" line="135"/>
        <source>Winning moves (%n):</source>
        <translation>
            <numerusform>必胜走法（%n 个）：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RuleHeapsCanvas</name>
    <message>
        <location filename="../../ui/canvases/rule_heaps.py" line="88"/>
        <location filename="../../ui/canvases/rule_heaps.py" line="260"/>
        <source>heap {i}</source>
        <extracomment>Largest stone here: smaller than Nim&apos;s, so that a narrow picture still draws enough stones at the end of a huge heap to click any small take there. Whether a move takes a run of stones from anywhere in a heap (two clicks), as in octal games (rule_runs.py), rather than stones from its end.</extracomment>
        <translation>第 {i} 堆</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/rule_heaps.py" line="227"/>
        <source>No heap is left.</source>
        <translation>一堆也不剩了。</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/rule_heaps.py" line="249"/>
        <source>XOR {total}</source>
        <translation>异或和 {total}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/rule_heaps.py" line="250"/>
        <source>misère</source>
        <translation>反常规则</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/rule_heaps.py" line="339"/>
        <source>Heap {h}, stone {s} chosen: click the run&apos;s last stone (or it again); Esc: cancel</source>
        <translation>已选第 {h} 堆的第 {s} 颗石子：点击这一段的最后一颗石子（或再点它一次）；Esc 取消</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/rule_heaps.py" line="352"/>
        <source>{rule}: misère outcomes</source>
        <translation>{rule}：反常规则下的胜负</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/rule_heaps.py" line="353"/>
        <source>{rule}: XOR of the values = {total}</source>
        <translation>{rule}：各值的异或和 = {total}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/rule_heaps.py" line="357"/>
        <source>{rule}: {terms} = {numbers} = {total}</source>
        <translation>{rule}：{terms} = {numbers} = {total}</translation>
    </message>
</context>
<context>
    <name>RuleLabTab</name>
    <message>
        <location filename="../../ui/rulelab/rulelab_tab.py" line="55"/>
        <source>Picture</source>
        <translation>图示</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/rulelab_tab.py" line="57"/>
        <source>Grundy table</source>
        <translation>SG 值表</translation>
    </message>
    <message>
        <location filename="../../ui/rulelab/rulelab_tab.py" line="59"/>
        <source>The values g(0) to g(N) of one heap under this rule, as a table and a plot, the pattern they follow (proved or a conjecture) and the mex worked out by hand.</source>
        <translation>在此规则下单个堆的值 g(0) 到 g(N)：表格与曲线图、它们遵循的规律（已证明或猜想），以及手算的 mex。</translation>
    </message>
</context>
<context>
    <name>StaircaseCanvas</name>
    <message>
        <location filename="../../ui/canvases/staircase.py" line="226"/>
        <source>ground</source>
        <extracomment>How a disc is drawn: outline colour, outline style, fill, outline width.</extracomment>
        <translation>地面</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/staircase.py" line="336"/>
        <source>XOR of the odd steps: {terms} = {total}</source>
        <translation>奇数级阶梯的异或：{terms} = {total}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/staircase.py" line="338"/>
        <source>XOR of the odd steps = {total}</source>
        <translation>奇数级阶梯的异或和 = {total}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/staircase.py" line="339"/>
        <source>odd steps XOR = {total}</source>
        <translation>奇数级异或和 = {total}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/staircase.py" line="345"/>
        <source>odd step (counted)</source>
        <translation>奇数级阶梯（计入）</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/staircase.py" line="348"/>
        <source>coins moved one step down</source>
        <translation>下移一级的硬币</translation>
    </message>
</context>
<context>
    <name>StripCanvas</name>
    <message>
        <location filename="../../ui/canvases/strip.py" line="419"/>
        <source>{k} of {n} winning moves shown</source>
        <extracomment>Most rows a long strip is wrapped onto (at pair boundaries) to use a tall canvas. Most winning moves drawn at once; past it the picture says how many it shows.</extracomment>
        <translation>显示了 {n} 种必胜走法中的 {k} 种</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/strip.py" line="421"/>
        <source>{k} winning moves shown, more exist</source>
        <translation>显示了 {k} 种必胜走法，另有更多</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/strip.py" line="430"/>
        <source>Empty cells inside the pairs: {terms}; XOR = {total}</source>
        <translation>棋子对内部的空格数：{terms}；异或和 = {total}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/strip.py" line="432"/>
        <source>Inside the pairs: {terms} = {total}</source>
        <translation>棋子对内部：{terms} = {total}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/strip.py" line="434"/>
        <source>XOR of the empty cells inside the pairs = {total}</source>
        <translation>棋子对内部空格数的异或和 = {total}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/strip.py" line="436"/>
        <source>XOR inside pairs = {total}</source>
        <translation>对内异或和 = {total}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/strip.py" line="442"/>
        <source>pair: its empty cells count</source>
        <translation>棋子对：其内部空格计入</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/strip.py" line="445"/>
        <source>winning move</source>
        <translation>必胜走法</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/strip.py" line="447"/>
        <source>shortened run of empty cells</source>
        <translation>缩短的一段空格</translation>
    </message>
</context>
<context>
    <name>StripView</name>
    <message>
        <location filename="../../ui/pirates/induction_views.py" line="281"/>
        <source>2M+1</source>
        <translation>2M+1</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/induction_views.py" line="283"/>
        <source>2M+2</source>
        <translation>2M+2</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/induction_views.py" line="284"/>
        <source>2M+2{power}</source>
        <translation>2M+2{power}</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/induction_views.py" line="365"/>
        <source>keeps gold (k ≤ 2M)</source>
        <translation>留有金币（k ≤ 2M）</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/induction_views.py" line="366"/>
        <source>survives with nothing (stable)</source>
        <translation>活下来但一无所得（稳定）</translation>
    </message>
    <message>
        <location filename="../../ui/pirates/induction_views.py" line="368"/>
        <source>thrown overboard</source>
        <translation>被扔下海</translation>
    </message>
</context>
<context>
    <name>SumPicture</name>
    <message>
        <location filename="../../ui/sum/picture.py" line="155"/>
        <source>Picture of the sum, part by part</source>
        <translation>游戏的和的图示，逐个子游戏显示</translation>
    </message>
    <message>
        <location filename="../../ui/sum/picture.py" line="185"/>
        <source>Parts {first} to {last} are not drawn: the table lists them all.</source>
        <translation>子游戏 {first} 到 {last} 未画出：表格中列出了全部子游戏。</translation>
    </message>
</context>
<context>
    <name>SumPlayPanel</name>
    <message>
        <location filename="../../ui/sum/play.py" line="88"/>
        <source>Perfect: always plays to XOR 0 when it can. Strong: never misses a win, but one time in four wins by another part. Learner: one time in three, when it could win, plays a move at random. When it cannot win, each leaves you as few parts to win in as it can.</source>
        <extracomment>Legal moves listed, part by part (a sum of huge parts has billions). The size of the positions of a new game (see GameSpec.random_position).</extracomment>
        <translation>完美：只要能走到异或和为 0，就一定这样走。强：从不错过胜机，但每四次中有一次在另一个子游戏里取胜。初学者：能赢的时候，每三次中有一次随手走一步。赢不了的时候，三者都尽量让你能取胜的子游戏最少。</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="92"/>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="93"/>
        <source>The same games at random positions.</source>
        <translation>同样的几个游戏，换成随机局面。</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="103"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="103"/>
        <source>Take back a move.</source>
        <translation>撤回一步。</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="104"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="104"/>
        <source>Play it again.</source>
        <translation>重新走这一步。</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="112"/>
        <source>Every legal move of the sum, part by part; double-click or press Enter to play it.</source>
        <translation>和的所有合法走法，按子游戏列出；双击或按回车执行。</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="129"/>
        <source>Legal moves</source>
        <translation>合法走法</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="219"/>
        <source>That move is not allowed in part {number}.</source>
        <translation>子游戏 {number} 中不能这样走。</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="234"/>
        <source>The game is over: there is no move to make.</source>
        <translation>对局已结束：无棋可走。</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="236"/>
        <source>Whatever you do, the opponent can win: the XOR of the values is 0. Keep the game long and hope for a mistake.</source>
        <translation>无论你怎么走，对手都能获胜：各值的异或和为 0。尽量拖长对局，等待对手失误。</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="239"/>
        <source>You can win: find the move that makes the XOR of the values 0.</source>
        <translation>你能获胜：找出使各值异或和为 0 的那一步。</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="246"/>
        <source>Play in part {number}, {game}.</source>
        <translation>在子游戏 {number}（{game}）中走。</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="249"/>
        <source>Winning move: part {number}, {game}: {move} → {after}.</source>
        <translation>必胜走法：子游戏 {number}（{game}）：{move} → {after}。</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="355"/>
        <source>Part {number}, {game}: {move} → {after}</source>
        <translation>子游戏 {number}（{game}）：{move} → {after}</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="364"/>
        <source>… and more: the first {count} are listed</source>
        <translation>… 还有更多：只列出前 {count} 个</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="374"/>
        <source>Game over: the computer has no move, you win!</source>
        <translation>游戏结束：电脑无路可走，你赢了！</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="376"/>
        <source>Game over: you have no move, the computer wins.</source>
        <translation>游戏结束：你无路可走，电脑获胜。</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="378"/>
        <source>Game over: player {loser} has no move, player {winner} wins.</source>
        <translation>游戏结束：玩家 {loser} 无路可走，玩家 {winner} 获胜。</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="382"/>
        <source>The computer is thinking…</source>
        <translation>电脑正在思考…</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="383"/>
        <source>Your move: play in any one part.</source>
        <translation>轮到你了：在任意一个子游戏中走一步。</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="385"/>
        <source>Player {number} to move: play in any one part.</source>
        <translation>轮到玩家 {number}：在任意一个子游戏中走一步。</translation>
    </message>
    <message>
        <location filename="../../ui/sum/play.py" line="429"/>
        <source>The computer could not choose its move: {reason}. Untick “Computer plays” to go on as two players.</source>
        <translation>电脑无法选出它的走法：{reason}。取消勾选“与电脑对弈”，即可两人继续对局。</translation>
    </message>
</context>
<context>
    <name>SumResults</name>
    <message>
        <location filename="../../ui/sum/results.py" line="91"/>
        <source>Parts and their Grundy values</source>
        <extracomment>Values wider than this many bits are not written out in binary. True on the cells of the part a winning move is played in. The exact Grundy value of a row of the parts table (an ExactInt, of any size). The index of the part a listed move plays in.</extracomment>
        <translation>子游戏及其 SG 值</translation>
    </message>
    <message>
        <location filename="../../ui/sum/results.py" line="103"/>
        <source>Double-click or press Enter to play this move and see the sum the opponent is left with.</source>
        <translation>双击或按回车执行这一步，并查看留给对手的和。</translation>
    </message>
    <message>
        <location filename="../../ui/sum/results.py" line="109"/>
        <source>Why</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../../ui/sum/results.py" line="118"/>
        <source>Part</source>
        <translation>子游戏</translation>
    </message>
    <message>
        <location filename="../../ui/sum/results.py" line="118"/>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location filename="../../ui/sum/results.py" line="118"/>
        <source>Position</source>
        <translation>局面</translation>
    </message>
    <message>
        <location filename="../../ui/sum/results.py" line="118"/>
        <source>Grundy value</source>
        <translation>SG 值</translation>
    </message>
    <message>
        <location filename="../../ui/sum/results.py" line="119"/>
        <source>Binary</source>
        <translation>二进制</translation>
    </message>
    <message>
        <location filename="../../ui/sum/results.py" line="119"/>
        <source>Found by</source>
        <translation>求值方式</translation>
    </message>
    <message>
        <location filename="../../ui/sum/results.py" line="151"/>
        <source>First player wins — the values XOR to {total}</source>
        <translation>先手必胜 —— 各值的异或和为 {total}</translation>
    </message>
    <message>
        <location filename="../../ui/sum/results.py" line="154"/>
        <source>Second player wins — the values XOR to 0</source>
        <translation>后手必胜 —— 各值的异或和为 0</translation>
    </message>
    <message>
        <location filename="../../ui/sum/results.py" line="164"/>
        <source>No winning move: every move changes one value, so the XOR stops being 0 and the opponent wins.</source>
        <translation>没有必胜走法：每一步都会改变一个值，异或和便不再为 0，对手获胜。</translation>
    </message>
    <message>
        <location filename="../../ui/sum/results.py" line="170"/>
        <source>The winning move:</source>
        <translation>必胜走法：</translation>
    </message>
    <message>
        <location filename="../../ui/sum/results.py" line="171"/>
        <source>in part {number}: {move} → {after}</source>
        <translation>在子游戏 {number} 中：{move} → {after}</translation>
    </message>
    <message>
        <location filename="../../ui/sum/results.py" line="200"/>
        <source>formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <location filename="../../ui/sum/results.py" line="200"/>
        <source>brute force</source>
        <translation>暴力搜索</translation>
    </message>
    <message>
        <location filename="../../ui/sum/results.py" line="208"/>
        <source>Play in this part</source>
        <translation>在这个子游戏中走</translation>
    </message>
    <message>
        <location filename="../../ui/sum/results.py" line="210"/>
        <source>Sum (XOR)</source>
        <translation>和（异或）</translation>
    </message>
    <message>
        <location filename="../../ui/sum/results.py" line="215"/>
        <source>The XOR of the parts&apos; values: what the whole sum is worth. The player to move wins when it is not 0.</source>
        <translation>各子游戏值的异或和：整个和的价值。不为 0 时当前玩家必胜。</translation>
    </message>
</context>
<context>
    <name>SumTab</name>
    <message>
        <location filename="../../ui/sum/sum_tab.py" line="101"/>
        <source>&amp;Add part</source>
        <extracomment>The settings group of the tab and its key for the last sum that was solved. Sums longer than this are not remembered (settings files are read at start-up). File → Export Table as CSV writes the table of parts (see table_csv).</extracomment>
        <translation>添加子游戏(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/sum/sum_tab.py" line="137"/>
        <source>The sum</source>
        <translation>游戏的和</translation>
    </message>
    <message>
        <location filename="../../ui/sum/sum_tab.py" line="141"/>
        <source>Add another game to the sum</source>
        <translation>向和中再添加一个游戏</translation>
    </message>
    <message>
        <location filename="../../ui/sum/sum_tab.py" line="146"/>
        <source>As &amp;text, parts joined by “+”:</source>
        <translation>文本形式(&amp;T)，各子游戏用“+”连接：</translation>
    </message>
    <message>
        <location filename="../../ui/sum/sum_tab.py" line="149"/>
        <source>for example: {example}</source>
        <translation>例如：{example}</translation>
    </message>
    <message>
        <location filename="../../ui/sum/sum_tab.py" line="152"/>
        <source>Each part is a game and its position as `python main.py solve` takes them; type or paste the sum here. Esc brings back the last valid sum.</source>
        <translation>每个子游戏都是一个游戏加上它的局面，格式与 `python main.py solve` 相同；在此输入或粘贴整个和。按 Esc 恢复上一个有效的和。</translation>
    </message>
    <message>
        <location filename="../../ui/sum/sum_tab.py" line="382"/>
        <source>part {number}: too large to search: more than {count} positions</source>
        <translation>第 {number} 个子游戏：太大，无法搜索：超过 {count} 个局面</translation>
    </message>
    <message>
        <location filename="../../ui/sum/sum_tab.py" line="386"/>
        <source>The search was stopped: it needed more than {megabytes} MB of memory.</source>
        <translation>搜索已停止：它需要超过 {megabytes} MB 的内存。</translation>
    </message>
    <message>
        <location filename="../../ui/sum/sum_tab.py" line="395"/>
        <source>Something went wrong while valuing this sum ({error}). The last result is kept.</source>
        <translation>计算这个和的值时出错（{error}）。保留上一次的结果。</translation>
    </message>
</context>
<context>
    <name>Tour</name>
    <message>
        <location filename="../../ui/help/tour.py" line="122"/>
        <source>Back</source>
        <extracomment>The card&apos;s width, and its distance from what it points at.</extracomment>
        <translation>上一步</translation>
    </message>
    <message>
        <location filename="../../ui/help/tour.py" line="123"/>
        <location filename="../../ui/help/tour.py" line="209"/>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location filename="../../ui/help/tour.py" line="124"/>
        <source>Skip tour</source>
        <translation>跳过导览</translation>
    </message>
    <message>
        <location filename="../../ui/help/tour.py" line="140"/>
        <source>Pick a game</source>
        <translation>选择游戏</translation>
    </message>
    <message>
        <location filename="../../ui/help/tour.py" line="141"/>
        <source>Every game is listed here, in families. Click one, or type a few letters of its name in the search box (Ctrl+F). Ctrl+Tab goes to the next game.</source>
        <translation>所有游戏都按类别列在这里。点击一个游戏，或在搜索框中输入它名字的几个字（Ctrl+F）。Ctrl+Tab 切换到下一个游戏。</translation>
    </message>
    <message>
        <location filename="../../ui/help/tour.py" line="145"/>
        <source>Type a position</source>
        <translation>输入局面</translation>
    </message>
    <message>
        <location filename="../../ui/help/tour.py" line="146"/>
        <source>Type the position as on the command line, or fill in the form. The answer follows as you type; Esc brings back the last valid position.</source>
        <translation>按命令行的格式输入局面，或填写表单。答案随输入即时更新；按 Esc 恢复上一个有效局面。</translation>
    </message>
    <message>
        <location filename="../../ui/help/tour.py" line="150"/>
        <source>Who wins, and how</source>
        <translation>谁赢，怎么赢</translation>
    </message>
    <message>
        <location filename="../../ui/help/tour.py" line="151"/>
        <source>The verdict says who wins with best play. Below it are the winning moves (select one to see it on the picture) and Why, the steps that prove the verdict.</source>
        <translation>结论说明双方都走最优时谁获胜。结论下方是必胜走法（选中一个可在图示上查看）和“分析”，即证明结论的各个步骤。</translation>
    </message>
    <message>
        <location filename="../../ui/help/tour.py" line="156"/>
        <source>Play</source>
        <translation>对弈</translation>
    </message>
    <message>
        <location filename="../../ui/help/tour.py" line="157"/>
        <source>In a two-player game, play the computer or a friend: click the picture, or double-click a legal move. Hint helps in three steps, Undo takes a move back, and New game starts afresh.</source>
        <translation>在双人游戏中，可以与电脑或朋友对弈：点击图示，或双击一个合法走法。“提示”分三步帮助你，“撤销”撤回一步，“新游戏”重新开局。</translation>
    </message>
    <message>
        <location filename="../../ui/help/tour.py" line="161"/>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <location filename="../../ui/help/tour.py" line="162"/>
        <source>F1 explains the rules of the game in front and how to play it here. The glossary explains P-positions, nim-sum, mex and Grundy values. This tour is under Help → Tour.</source>
        <translation>F1 说明当前游戏的规则以及如何在这里玩。术语表解释 P 态、异或和、mex 和 SG 值。这个导览在“帮助 → 导览”中。</translation>
    </message>
    <message>
        <location filename="../../ui/help/tour.py" line="203"/>
        <source>Step {n} of {count}</source>
        <translation>第 {n} 步，共 {count} 步</translation>
    </message>
    <message>
        <location filename="../../ui/help/tour.py" line="209"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
</context>
<context>
    <name>TwoHeapCanvas</name>
    <message>
        <location filename="../../ui/canvases/two_heap.py" line="68"/>
        <source>P-positions not drawn: the numbers are too long</source>
        <extracomment>Most moves dotted on the grid.</extracomment>
        <translation>未画出 P 态：数字太长</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/two_heap.py" line="90"/>
        <source>Piles ({a}, {b}); A = {take}, B = {both}</source>
        <translation>两堆 ({a}, {b})；A = {take}，B = {both}</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/two_heap.py" line="92"/>
        <source>({a}, {b})</source>
        <translation>({a}, {b})</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/two_heap.py" line="98"/>
        <source>P-position: the mover loses</source>
        <translation>P 态：当前玩家必败</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/two_heap.py" line="101"/>
        <source>winning move</source>
        <translation>必胜走法</translation>
    </message>
</context>
<context>
    <name>WythoffCanvas</name>
    <message>
        <location filename="../../ui/canvases/wythoff.py" line="174"/>
        <location filename="../../ui/canvases/wythoff.py" line="303"/>
        <source>B ↑</source>
        <extracomment>From here on the axes count back from the queen (&quot;A−10&quot;): the values themselves would all read alike once shortened. The queen&apos;s least diameter: on a window of small cells she stays a piece, not a dot. Beyond this many bits finding the cold cells in view takes longer than a frame.</extracomment>
        <translation>B ↑</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/wythoff.py" line="175"/>
        <location filename="../../ui/canvases/wythoff.py" line="289"/>
        <source>A →</source>
        <translation>A →</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/wythoff.py" line="211"/>
        <source>cold cells not drawn: the numbers are too long</source>
        <translation>未画出奇异局势：数字太长</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/wythoff.py" line="367"/>
        <source>Queen at ({a}, {b}); the cold cell with difference {k} is ({low}, {high})</source>
        <translation>皇后位于 ({a}, {b})；差为 {k} 的奇异局势是 ({low}, {high})</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/wythoff.py" line="372"/>
        <source>({a}, {b}): cold pair ({low}, {high})</source>
        <translation>({a}, {b})：奇异局势 ({low}, {high})</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/wythoff.py" line="379"/>
        <source>cold: the mover loses</source>
        <translation>奇异局势：当前玩家必败</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/wythoff.py" line="382"/>
        <source>winning move</source>
        <translation>必胜走法</translation>
    </message>
    <message>
        <location filename="../../ui/canvases/wythoff.py" line="384"/>
        <source>queen&apos;s reach</source>
        <translation>皇后可达范围</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../ui/window/app.py" line="44"/>
        <source>unknown command &apos;{command}&apos; ({usage})</source>
        <extracomment>The application icon: drawn as SVG, and rendered at 256 x 256 for when SVG is not read. Qt platforms that need no screen. Longest wait for one tab&apos;s background solving before its screenshot, in seconds.</extracomment>
        <translation>未知命令“{command}”（{usage}）</translation>
    </message>
    <message>
        <location filename="../../ui/window/app.py" line="115"/>
        <source>NimLab: internal error</source>
        <extracomment>How often (seconds) Python hands the GIL between threads while another thread waits for it (a worker alone is not slowed). Qt calls back into Python for every overridden virtual (a model&apos;s data(), a widget&apos;s sizeHint() and paintEvent()), and each call waits for the GIL up to this long while a worker computes: a paint makes hundreds. The default 5 ms paused the window for seconds; 1 ms for 177-267 ms while the rule lab&apos;s table of 10^6 values was computed and shown; 0.2 ms for 91-121 ms. 0.05 ms gave 81-90 ms there, but longer keystroke spikes (the GUI thread yields as often). Such long tables now run in a child process (ui.child_process): 27-46 ms.</extracomment>
        <translation>NimLab：内部错误</translation>
    </message>
    <message>
        <location filename="../../ui/window/app.py" line="116"/>
        <source>Something went wrong inside NimLab. The details below help to fix it.</source>
        <translation>NimLab 内部出错了。下面的详细信息有助于修复问题。</translation>
    </message>
    <message>
        <location filename="../../ui/window/app.py" line="149"/>
        <source>cannot reach the X display &apos;{display}&apos;. Start NimLab in a desktop session, or set QT_QPA_PLATFORM=offscreen to run without a screen.</source>
        <translation>无法连接 X 显示“{display}”。请在桌面会话中启动 NimLab，或设置 QT_QPA_PLATFORM=offscreen 以在无屏幕的情况下运行。</translation>
    </message>
    <message>
        <location filename="../../ui/window/app.py" line="154"/>
        <source>no display for the Qt platform &apos;{platform}&apos; (DISPLAY and WAYLAND_DISPLAY are unset). Start NimLab in a desktop session, or set QT_QPA_PLATFORM=offscreen to run without a screen.</source>
        <translation>Qt 平台“{platform}”没有显示（DISPLAY 和 WAYLAND_DISPLAY 均未设置）。请在桌面会话中启动 NimLab，或设置 QT_QPA_PLATFORM=offscreen 以在无屏幕的情况下运行。</translation>
    </message>
    <message>
        <location filename="../../ui/window/app.py" line="160"/>
        <source>no display found (DISPLAY and WAYLAND_DISPLAY are unset). Start NimLab in a desktop session (or over ssh -X), or set QT_QPA_PLATFORM=offscreen to run without a screen.</source>
        <translation>找不到显示（DISPLAY 和 WAYLAND_DISPLAY 均未设置）。请在桌面会话中（或通过 ssh -X）启动 NimLab，或设置 QT_QPA_PLATFORM=offscreen 以在无屏幕的情况下运行。</translation>
    </message>
    <message>
        <location filename="../../ui/window/app.py" line="211"/>
        <source>screenshot: name a directory ({usage})</source>
        <translation>screenshot：请指定一个目录（{usage}）</translation>
    </message>
    <message>
        <location filename="../../ui/window/app.py" line="216"/>
        <source>screenshot: unknown game &apos;{game}&apos; (games: {games})</source>
        <translation>screenshot：未知游戏“{game}”（可选游戏：{games}）</translation>
    </message>
    <message>
        <location filename="../../ui/window/app.py" line="226"/>
        <source>screenshot: {game}: {message}</source>
        <translation>screenshot：{game}：{message}</translation>
    </message>
    <message>
        <location filename="../../ui/window/app.py" line="232"/>
        <source>screenshot: cannot create {directory}: {error}</source>
        <translation>screenshot：无法创建 {directory}：{error}</translation>
    </message>
    <message>
        <location filename="../../ui/window/app.py" line="241"/>
        <source>screenshot: could not write the PNG files in {directory}</source>
        <translation>screenshot：无法在 {directory} 中写入 PNG 文件</translation>
    </message>
</context>
<context>
    <name>batch</name>
    <message>
        <location filename="../../ui/files/judge_actions.py" line="68"/>
        <source>Cannot read {path}: {reason}</source>
        <translation>无法读取 {path}：{reason}</translation>
    </message>
</context>
<context>
    <name>export</name>
    <message>
        <location filename="solver_strings.py" line="464"/>
        <source>The picture is not on screen, so there is nothing to export.</source>
        <translation>图示不在屏幕上，没有可导出的内容。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="465"/>
        <source>The picture could not be encoded as PNG.</source>
        <translation>无法将图示编码为 PNG。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="466"/>
        <source>Command line: `python main.py solve {game} {position}`</source>
        <translation>命令行：`python main.py solve {game} {position}`</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="467"/>
        <source>Why</source>
        <translation>分析</translation>
    </message>
</context>
<context>
    <name>language</name>
    <message>
        <location filename="../../ui/window/language.py" line="274"/>
        <source>&amp;Language</source>
        <extracomment>The languages offered, by code, each named in itself. The language the sources are written in: it needs no catalogue. The setting that follows the system&apos;s locale. The translators this module installed, so that a switch can take them out again. The language now in effect, once set_language has run. Windows built by a switch: nothing else holds them (the old window&apos;s owner held it).</extracomment>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/window/language.py" line="279"/>
        <source>Follow the &amp;System ({language})</source>
        <translation>跟随系统（{language}）(&amp;S)</translation>
    </message>
</context>
<context>
    <name>session</name>
    <message>
        <location filename="solver_strings.py" line="468"/>
        <source>The file is damaged or not JSON: &apos;{token}&apos; is not a JSON value.</source>
        <translation>文件已损坏或不是 JSON：“{token}”不是 JSON 值。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="469"/>
        <source>{where}: NimLab has no game &apos;{game}&apos; (tabs: {games}).</source>
        <translation>{where}：NimLab 没有游戏“{game}”（可用的标签页：{games}）。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="470"/>
        <source>{where}: expected {expected}, found {found}.</source>
        <translation>{where}：应为{expected}，实际为{found}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="471"/>
        <source>This is not a NimLab session: the file holds {kind}, not an object with a &quot;format&quot; field.</source>
        <translation>这不是 NimLab 会话：文件中是{kind}，而不是带有 &quot;format&quot; 字段的对象。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="472"/>
        <source>This is not a NimLab session: its format is {found}, not &quot;{expected}&quot;.</source>
        <translation>这不是 NimLab 会话：其格式为 {found}，而不是 &quot;{expected}&quot;。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="473"/>
        <source>{where}: expected a whole number, found {kind}.</source>
        <translation>{where}：应为整数，实际为{kind}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="474"/>
        <source>This session was saved by a newer NimLab (session format version {version}); this NimLab reads version {supported} only. Update NimLab to open it.</source>
        <translation>此会话由更新版本的 NimLab 保存（会话格式版本 {version}）；当前 NimLab 只能读取版本 {supported}。请更新 NimLab 后再打开。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="475"/>
        <source>{where}: there is no session format version {version}.</source>
        <translation>{where}：不存在会话格式版本 {version}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="477"/>
        <source>This is not a NimLab session: it holds a number of {digits} digits.</source>
        <translation>这不是 NimLab 会话：其中有一个 {digits} 位的数字。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="479"/>
        <source>{where}: {game} is not played against anyone, so it has no moves.</source>
        <translation>{where}：{game}不是对弈游戏，因此没有走法。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="478"/>
        <source>{where}: the game ends at {last}, but the tab shows {position}.</source>
        <translation>{where}：对局结束于 {last}，但标签页显示的是 {position}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="482"/>
        <source>This is not a NimLab session: it has no &quot;format&quot; field.</source>
        <translation>这不是 NimLab 会话：它没有 &quot;format&quot; 字段。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="481"/>
        <source>{where}: move {number} ({after}) is not a legal move from {before}.</source>
        <translation>{where}：第 {number} 步（{after}）不是从 {before} 出发的合法走法。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="476"/>
        <source>The file is {size} bytes ({rounded}); a NimLab session is at most {limit_rounded} ({limit} bytes). It is probably not a session file.</source>
        <translation>该文件有 {size} 字节（{rounded}）；NimLab 会话最多 {limit_rounded}（{limit} 字节）。它可能不是会话文件。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="480"/>
        <source>{where}: a saved game has at most {limit} moves; this one has {count}.</source>
        <translation>{where}：保存的对局最多 {limit} 步；这一局有 {count} 步。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="483"/>
        <source>The file is damaged or not JSON: {problem} at line {line}, column {column}.</source>
        <translation>文件已损坏或不是 JSON：{problem}（第 {line} 行第 {column} 列）。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="484"/>
        <source>This is not a NimLab session: its JSON is nested too deeply.</source>
        <translation>这不是 NimLab 会话：其 JSON 嵌套过深。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="485"/>
        <source>The file is damaged: the key &quot;{key}&quot; is given twice in one object.</source>
        <translation>文件已损坏：同一个对象中键“{key}”出现了两次。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="486"/>
        <source>{where}: the session&apos;s game {name} ({rule}) is not the game {game} known here; forget that one first.</source>
        <translation>{where}：会话中的游戏 {name}（{rule}）与这里已有的游戏 {game} 不同；请先删除后者。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="487"/>
        <source>{where}: move {number} is not a move in one part of the sum.</source>
        <translation>{where}：第 {number} 步不是在和的某一个子游戏中走的一步。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="488"/>
        <source>{where}: &apos;{text}&apos; is not a sum of games: {problem}</source>
        <translation>{where}：“{text}”不是游戏的和：{problem}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="489"/>
        <source>{where}: move {number} ({after}) could not be checked: it is not among the first {count} legal moves from {before}, the most NimLab examines.</source>
        <translation>{where}：第 {number} 步（{after}）无法检查：它不在从 {before} 出发的前 {count} 个合法走法之中，而 NimLab 最多只检查这么多。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="490"/>
        <source>{where}: &apos;{text}&apos; is not a position of {game}: {problem}</source>
        <translation>{where}：“{text}”不是{game}的局面：{problem}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="491"/>
        <source>This is not a NimLab session: byte {offset} is not UTF-8 text.</source>
        <translation>这不是 NimLab 会话：第 {offset} 个字节不是 UTF-8 文本。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="492"/>
        <source>The file is empty: it holds no session.</source>
        <translation>文件为空：其中没有会话。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="493"/>
        <source>{where}: the named game cannot be defined: {problem}</source>
        <translation>{where}：无法定义该命名游戏：{problem}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="498"/>
        <source>{path} is not a regular file (it is a pipe, a device or a socket), so it is not a session file.</source>
        <translation>{path} 不是普通文件（它是管道、设备或套接字），所以不是会话文件。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="499"/>
        <source>There is no file {path}.</source>
        <translation>文件 {path} 不存在。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="497"/>
        <source>{path} is a folder, not a session file.</source>
        <translation>{path} 是文件夹，不是会话文件。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="500"/>
        <source>Cannot read {path}: {reason}.</source>
        <translation>无法读取 {path}：{reason}。</translation>
    </message>
</context>
<context>
    <name>session_io</name>
    <message>
        <location filename="solver_strings.py" line="494"/>
        <source>only part of it could be written (is the disk full?)</source>
        <translation>只写入了一部分（磁盘是否已满？）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="495"/>
        <source>Cannot write {path}: {reason}</source>
        <translation>无法写入 {path}：{reason}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="496"/>
        <source>Cannot write {path}: {reason}. The file was left as it was.</source>
        <translation>无法写入 {path}：{reason}。原文件保持不变。</translation>
    </message>
</context>
<context>
    <name>solvers</name>
    <message>
        <location filename="solver_strings.py" line="109"/>
        <source>Bash game</source>
        <translation>巴什博弈</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="110"/>
        <source>take {taken}</source>
        <translation>取走 {taken} 个</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="111"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="112"/>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="115"/>
        <source>Take the remainder {r}, leaving a multiple of {block}{plus}; then answer every take k with {block} − k. The first player wins.</source>
        <translation>取走余数 {r}，留下 {block} 的倍数{plus}；之后对方每取 k 个，就取 {block} − k 个。先手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="116"/>
        <source> plus one</source>
        <translation>再加一</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="117"/>
        <source>The remainder is {target}: whatever the first player takes, the second restores it. The second player wins.</source>
        <translation>余数为 {target}：无论先手取多少，后手都能恢复这个余数。后手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="118"/>
        <source>Objects N</source>
        <translation>物品数 N</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="119"/>
        <source>Most per move M</source>
        <translation>每次最多取 M</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="120"/>
        <source>Misère (last taker loses)</source>
        <translation>反常规则（取走最后一个者输）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="121"/>
        <source>The pile is empty: the other player took the last object, so the player to move has won.</source>
        <translation>这堆已空：对方取走了最后一个物品，因此当前玩家获胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="122"/>
        <source>Card boxes</source>
        <translation>卡片盒子</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="123"/>
        <source>move {moved} from box {a} to box {b}</source>
        <translation>从盒子 {a} 移 {moved} 张卡片到盒子 {b}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="124"/>
        <source>Counted boxes: {boxes}.</source>
        <translation>计入的盒子：{boxes}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="125"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="126"/>
        <source>Their XOR is {total}: {verdict}.</source>
        <translation>它们的异或和为 {total}：{verdict}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="127"/>
        <source>the second player (Bob) wins</source>
        <translation>后手（Bob）必胜</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="128"/>
        <source>the first player (Alice) wins</source>
        <translation>先手（Alice）必胜</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="129"/>
        <source>The boxes are Nim on the counted boxes (number mod 6 = 0, 2 or 5): heaps {heaps}.</source>
        <translation>卡片盒子就是在计入的盒子（编号 mod 6 = 0、2 或 5）上做尼姆博弈：各堆为 {heaps}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="130"/>
        <source>box 2</source>
        <translation>盒子 2</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="131"/>
        <source>box 5</source>
        <translation>盒子 5</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="132"/>
        <source>Cards in boxes 1, 2, …</source>
        <translation>盒子 1, 2, … 中的卡片数</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="133"/>
        <source>box</source>
        <translation>个盒子</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="134"/>
        <source>Coin circle</source>
        <translation>环形硬币</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="135"/>
        <source>take coins {first} to {last}</source>
        <translation>取走硬币 {first} 到 {last}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="137"/>
        <source>take coin {coin}</source>
        <translation>取走硬币 {coin}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="138"/>
        <source>the whole circle</source>
        <translation>整个圆环</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="136"/>
        <source>the row of {count} coin(s) from coin {first} to coin {last}</source>
        <translation>从硬币 {first} 到硬币 {last} 的一排（{count} 枚）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="147"/>
        <source>odd</source>
        <translation>奇数</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="148"/>
        <source>even</source>
        <translation>偶数</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="149"/>
        <source>the first player</source>
        <translation>先手</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="150"/>
        <source>the second player</source>
        <translation>后手</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="140"/>
        <source>The XOR is {total}: {verdict}.</source>
        <translation>异或和为 {total}：{verdict}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="141"/>
        <source>the first player wins</source>
        <translation>先手必胜</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="142"/>
        <source>the second player wins</source>
        <translation>后手必胜</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="143"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="151"/>
        <source>Coins N</source>
        <translation>硬币数 N</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="152"/>
        <source>Most per move K</source>
        <translation>每次最多取 K</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="153"/>
        <source>Coins taken so far</source>
        <translation>已取走的硬币</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="154"/>
        <source>coin</source>
        <translation>枚硬币</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="155"/>
        <source>Leave empty for the start</source>
        <translation>留空表示初始局面</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="161"/>
        <source>pair the free cells into dominoes so that the piece&apos;s cell is always paired, and step along its domino</source>
        <translation>把空闲格子两两配成骨牌，使棋子所在的格子总在某张骨牌中，然后沿这张骨牌走一步</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="162"/>
        <source>Corner board</source>
        <translation>角落棋盘</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="163"/>
        <source>step to row {row}, column {col}</source>
        <translation>走到第 {row} 行第 {col} 列</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="165"/>
        <source>The piece is on row {row}, column {col}, after {steps} step(s); {free} cells are still free.</source>
        <translation>走了 {steps} 步后，棋子位于第 {row} 行第 {col} 列；还有 {free} 个空闲格子。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="166"/>
        <source>Some largest pairing leaves the piece&apos;s cell out: the second player wins.</source>
        <translation>存在不覆盖棋子所在格子的最大匹配：后手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="167"/>
        <source>Every largest pairing covers the piece&apos;s cell: the first player wins by stepping to a cell that some largest pairing of the rest leaves out.</source>
        <translation>每个最大匹配都覆盖棋子所在的格子：先手必胜，方法是走到一个格子，使剩余格子的某个最大匹配不覆盖它。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="174"/>
        <source>Board size N</source>
        <translation>棋盘大小 N</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="175"/>
        <source>Path so far (row, column pairs)</source>
        <translation>已走路径（行、列成对）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="176"/>
        <source>path number</source>
        <translation>个坐标</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="177"/>
        <source>Empty at the start; a step is a row and a column</source>
        <translation>开局时为空；每一步由行号和列号组成</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="182"/>
        <source>Euclid&apos;s game</source>
        <translation>欧几里得博弈</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="184"/>
        <source>subtract {k} × {small} = {amount} from the {which} number</source>
        <translation>从{which}个数中减去 {k} × {small} = {amount}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="185"/>
        <source>first</source>
        <translation>第一</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="186"/>
        <source>second</source>
        <translation>第二</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="189"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="190"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="191"/>
        <source>Number A</source>
        <translation>数 A</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="192"/>
        <source>Number B</source>
        <translation>数 B</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="193"/>
        <source>A number is already 0: the game is over and the player to move has lost.</source>
        <translation>已有一个数为 0：游戏结束，当前玩家已输。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="197"/>
        <source>{who} at ({big}, {small}): the only move is to ({small}, {rest}).</source>
        <translation>{who} 面对 ({big}, {small})：唯一的走法是变为 ({small}, {rest})。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="198"/>
        <source>… {more} more forced moves …</source>
        <translation>… 另有 {more} 步强制走法 …</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="199"/>
        <source>Fibonacci Nim</source>
        <translation>斐波那契博弈</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="200"/>
        <source>Zeckendorf: N is a sum of {count} non-consecutive Fibonacci numbers, the largest F_{top}; the smallest term is F_{low} = {smallest}.</source>
        <translation>齐肯多夫表示：N 是 {count} 个不相邻的斐波那契数之和，最大项为 F_{top}；最小项为 F_{low} = {smallest}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="201"/>
        <source>{who} may take at most {limit} now{why}.</source>
        <translation>{who}现在最多可取 {limit} 个{why}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="202"/>
        <source>The first player</source>
        <translation>先手</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="203"/>
        <source> (the first move may not take the whole pile)</source>
        <translation>（第一步不能把整堆取完）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="204"/>
        <source>The smallest term {smallest} is at most {limit}: take it. The opponent may then take at most {double}, less than the next term. The first player wins.</source>
        <translation>最小项 {smallest} 不超过 {limit}：取走它。之后对手最多只能取 {double} 个，小于下一项。先手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="205"/>
        <source>Zeckendorf: {n} = {terms} ({names}); the smallest term is {smallest}.</source>
        <translation>齐肯多夫表示：{n} = {terms}（{names}）；最小项为 {smallest}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="206"/>
        <source>L (most to take)</source>
        <translation>L（最多可取）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="207"/>
        <source>The smallest term {smallest} is more than {limit}: any take leaves the opponent able to take the smallest term of what is left. The second player wins.</source>
        <translation>最小项 {smallest} 大于 {limit}：无论怎么取，对手都能取走剩余部分的最小项。后手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="208"/>
        <source>Most to take now L</source>
        <translation>当前最多可取 L</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="209"/>
        <source>Leave empty for the first move (at most N − 1)</source>
        <translation>留空表示第一步（最多取 N − 1 个）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="210"/>
        <source>No objects are left: the player to move has lost.</source>
        <translation>没有物品了：当前玩家已输。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="211"/>
        <source>Georgia and Bob</source>
        <translation>乔治亚和鲍勃</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="212"/>
        <source>move the piece on cell {cell} left by {count} to cell {to}</source>
        <translation>把格子 {cell} 上的棋子左移 {count} 格到格子 {to}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="139"/>
        <source>Rows of coins left, with the Grundy value g of each: {rows}.</source>
        <translation>剩下的各段硬币及其 SG 值 g：{rows}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="194"/>
        <source>{big} is a multiple of {small}</source>
        <translation>{big} 是 {small} 的倍数</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="195"/>
        <source>{big} ≥ 2 × {small}</source>
        <translation>{big} ≥ 2 × {small}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="213"/>
        <source>Pairs (cell 0 is the wall) and the empty cells inside them: {words}.</source>
        <translation>配对（第 0 格是墙）及每对之间的空格数：{words}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="214"/>
        <source>the first player (Georgia) wins</source>
        <translation>先手（Georgia）必胜</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="215"/>
        <source>Georgia and Bob is staircase Nim: the empty cells before each piece are the coins of a step, counted from the rightmost piece (step 1): {stairs}.</source>
        <translation>Georgia 和 Bob 就是阶梯博弈：每枚棋子前面的空格数就是一级阶梯上的硬币数，从最右边的棋子（第 1 级）开始数：{stairs}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="216"/>
        <source>piece on cell</source>
        <translation>棋子所在格</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="217"/>
        <source>other piece on cell</source>
        <translation>另一棋子所在格</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="218"/>
        <source>Cells of the pieces</source>
        <translation>棋子所在的格子</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="219"/>
        <source>piece</source>
        <translation>枚棋子</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="221"/>
        <source>Climbing the hill</source>
        <translation>爬山</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="222"/>
        <source>move person {p} up {up} to distance {to}</source>
        <translation>让第 {p} 人上移 {up} 步，到距离 {to} 处</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="223"/>
        <source>D_0 = {base}; the gaps are {gaps}.</source>
        <translation>D_0 = {base}；各间隔为 {gaps}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="224"/>
        <source>Counted gaps {which}: their XOR is {total}: {verdict}.</source>
        <translation>计入的间隔 {which}：它们的异或和为 {total}：{verdict}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="225"/>
        <source>With the king {k}th in line, the hill is staircase Nim: the gaps are the coins of the steps, counted from the last person (step 1): {stairs}.</source>
        <translation>国王排在第 {k} 位，爬山就是阶梯博弈：各间隔就是各级阶梯上的硬币数，从最后一人（第 1 级）开始数：{stairs}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="227"/>
        <source>person 1&apos;s distance</source>
        <translation>第 1 人的距离</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="228"/>
        <source>person 2&apos;s distance</source>
        <translation>第 2 人的距离</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="230"/>
        <source>move person {p} to the top</source>
        <translation>把第 {p} 人送上山顶</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="231"/>
        <source>{count} people are already at the top; {n} remain and the king is number {k} among them.</source>
        <translation>已有 {count} 人在山顶；还剩 {n} 人，国王在其中排第 {k} 位。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="232"/>
        <source>The king leads the line: take him to the top at once. The first player (Alice) wins.</source>
        <translation>国王排在队首：立刻把他送上山顶。先手（Alice）必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="233"/>
        <source>The king is second in an odd line: whoever brings the first person to the top lets the opponent take the king, so that last cell counts as the top.</source>
        <translation>国王在奇数人的队伍中排第二：谁把第一个人送上山顶，谁就让对手能把国王送上去，所以山顶下的最后一格相当于山顶。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="234"/>
        <source>Distances to the top</source>
        <translation>到山顶的距离</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="235"/>
        <source>person</source>
        <translation>个人</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="236"/>
        <source>King (person number)</source>
        <translation>国王（第几人）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="238"/>
        <source>The king is already at the top: the game is over and the player to move has lost.</source>
        <translation>国王已在山顶：游戏结束，当前玩家已输。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="241"/>
        <source>Misère Nim</source>
        <translation>反尼姆博弈</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="242"/>
        <source>heap 1</source>
        <translation>第 1 堆</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="243"/>
        <source>heap 2</source>
        <translation>第 2 堆</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="244"/>
        <source>Every heap has at most 1 object; there are {ones} heap(s) of 1, an {parity} number.</source>
        <translation>每堆最多 1 颗石子；大小为 1 的堆共有 {ones} 个，是{parity}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="245"/>
        <source>Some heap has more than 1 object and the XOR is {total}.</source>
        <translation>至少有一堆多于 1 颗石子，异或和为 {total}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="246"/>
        <source>The players take the 1-heaps in turn, and whoever takes the last one loses: {verdict}.</source>
        <translation>双方轮流取走大小为 1 的堆，取走最后一堆的人输：{verdict}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="247"/>
        <source>Heaps</source>
        <translation>各堆石子数</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="248"/>
        <source>heap</source>
        <translation>堆</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="249"/>
        <source>Nothing is left: the other player took the last object and lost, so the player to move has won.</source>
        <translation>已无石子：对方取走了最后一颗石子而输掉，因此当前玩家获胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="250"/>
        <source>Play as in Nim, but when your move would leave only heaps of size 1, leave an odd number of them. The first player wins.</source>
        <translation>按尼姆博弈的方法走，但当你的这一步会只留下大小为 1 的堆时，要留下奇数个。先手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="251"/>
        <source>The XOR is 0 and it cannot stay 0 after a move, while the player to move can never be the one left with an odd number of 1-heaps. The second player wins.</source>
        <translation>异或和为 0，走一步后就不可能仍为 0，而当前玩家永远不会面对奇数个大小为 1 的堆。后手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="252"/>
        <source>Nim</source>
        <translation>尼姆博弈</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="253"/>
        <source>take {taken} from {noun} {heap}</source>
        <translation>从第 {heap} {noun}中取走 {taken} 颗</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="254"/>
        <source>The XOR is 0: every move changes one heap and so makes the XOR non-zero, and the opponent can always restore 0. The second player wins.</source>
        <translation>异或和为 0：每一步只改变一堆，因而使异或和变为非零，而对手总能把它恢复为 0。后手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="255"/>
        <source>The XOR is {total}, not 0: make it 0 by shrinking a heap h to h XOR {total}; this works for every heap that has the highest set bit of {total} ({count} heap(s)). The first player wins.</source>
        <translation>异或和为 {total}，不为 0：把某堆 h 减少到 h ⊕ {total}，使异或和变为 0；凡是在 {total} 的最高位上为 1 的堆都可以这样做（共 {count} 堆）。先手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="259"/>
        <source>Thrown</source>
        <translation>被扔下海</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="260"/>
        <source>proposer</source>
        <translation>提议者</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="261"/>
        <source>bribed</source>
        <translation>被贿赂</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="262"/>
        <source>nothing</source>
        <translation>一无所得</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="263"/>
        <source>uncertain</source>
        <translation>不确定</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="264"/>
        <source>thrown</source>
        <translation>被扔下海</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="265"/>
        <source>Pirates&apos; gold</source>
        <translation>海盗分金</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="16"/>
        <source>Several games side by side.</source>
        <translation>几个游戏并排放在一起。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="17"/>
        <source>A move is a move in any one of them; whoever cannot move anywhere loses.</source>
        <translation>每一步在其中任意一个游戏里走一步；哪里都无法再走的人输。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="18"/>
        <source>Each part is worth its Grundy value (a formula where the game has one, brute force over small positions otherwise).</source>
        <translation>每个部分的价值是它的 SG 值（游戏有公式时用公式，否则在小局面上暴力搜索）。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="19"/>
        <source>The sum is worth the XOR of the values, and the player to move wins exactly when that XOR is not 0.</source>
        <translation>和的价值是各部分 SG 值的异或，当且仅当这个异或不为 0 时当前玩家必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="20"/>
        <source>One pile of N objects.</source>
        <translation>一堆 N 个物品。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="21"/>
        <source>A move takes 1 to M objects.</source>
        <translation>每步取走 1 到 M 个物品。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="22"/>
        <source>Normally whoever takes the last object wins; in the misère variant whoever takes it loses.</source>
        <translation>通常取走最后一个物品的人获胜；在反常变体中，取走它的人输。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="23"/>
        <source>It is the subtraction game with S = {1, …, M}.</source>
        <translation>它就是 S = {1, …, M} 的减法博弈。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="24"/>
        <source>The player to move loses exactly when N is a multiple of M + 1: whatever k they take, the opponent takes M + 1 − k.</source>
        <translation>当且仅当 N 是 M + 1 的倍数时当前玩家必败：无论他取走 k 个，对手都取走 M + 1 − k 个。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="25"/>
        <source>In the misère variant, exactly when N − 1 is a multiple of M + 1.</source>
        <translation>在反常变体中，当且仅当 N − 1 是 M + 1 的倍数时当前玩家必败。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="26"/>
        <source>Two piles.</source>
        <translation>两堆物品。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="27"/>
        <source>A move takes one or more objects from one pile, or the same number from both piles.</source>
        <translation>每步从一堆中取走一个或多个物品，或从两堆中取走同样多的物品。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="28"/>
        <source>Whoever takes the last object wins.</source>
        <translation>取走最后一个物品的人获胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="29"/>
        <source>The losing positions are the pairs (⌊kφ⌋, ⌊kφ⌋ + k) for k = 0, 1, 2, …, with φ = (1 + √5)/2: (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), …</source>
        <translation>必败局面（奇异局势）是数对 (⌊kφ⌋, ⌊kφ⌋ + k)，k = 0, 1, 2, …，φ = (1 + √5)/2：(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), …</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="30"/>
        <source>Every pile size lies in exactly one losing pair, so no losing pair has a move to another, and every other position has a move to one.</source>
        <translation>每个堆大小恰好出现在一个必败数对中，所以从必败数对走不到另一个必败数对，而从其他任何局面都能走到一个必败数对。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="31"/>
        <source>Several heaps of objects.</source>
        <translation>若干堆物品。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="32"/>
        <source>A move takes one or more objects from one heap.</source>
        <translation>每步从一堆中取走一个或多个物品。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="33"/>
        <source>The player to move loses exactly when the XOR (nim-sum) of all heaps is 0.</source>
        <translation>当且仅当所有堆的异或和（尼姆和）为 0 时，当前玩家必败。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="34"/>
        <source>Whoever takes the last object loses: a player left with nothing to take has won.</source>
        <translation>取走最后一个物品的人输：轮到自己时已无物可取的玩家获胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="35"/>
        <source>If every heap has at most 1 object, the player to move loses exactly when the number of 1-heaps is odd.</source>
        <translation>若每堆最多 1 个物品，当且仅当大小为 1 的堆数为奇数时当前玩家必败。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="36"/>
        <source>Otherwise the player to move loses exactly when the XOR of the heaps is 0, as in Nim.</source>
        <translation>否则与尼姆博弈相同，当且仅当各堆的异或和为 0 时当前玩家必败。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="37"/>
        <source>The first move takes 1 to N − 1 objects; after that each move takes at least 1 and at most twice what the opponent just took.</source>
        <translation>第一步取走 1 到 N − 1 个物品；之后每步至少取 1 个，至多取对手上一步所取数量的两倍。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="38"/>
        <source>Write N as a sum of non-consecutive Fibonacci numbers (its Zeckendorf representation).</source>
        <translation>把 N 写成若干个不相邻的斐波那契数之和（齐肯多夫表示）。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="39"/>
        <source>The player to move wins exactly when the smallest term is at most the most they may take now.</source>
        <translation>当且仅当最小项不超过当前最多可取的数量时，当前玩家必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="40"/>
        <source>So on the first move the second player wins exactly when N is a Fibonacci number.</source>
        <translation>所以在第一步时，当且仅当 N 是斐波那契数时后手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="41"/>
        <source>Coins lie on the steps of a staircase, step 1 the lowest.</source>
        <translation>硬币放在阶梯的各级台阶上，第 1 级最低。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="42"/>
        <source>A move takes one or more coins from a step down to the step below it; coins moved from step 1 leave the game.</source>
        <translation>每步把一级台阶上的一枚或多枚硬币移到下一级；从第 1 级移下的硬币离开游戏。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="43"/>
        <source>Whoever makes the last move wins.</source>
        <translation>走最后一步的人获胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="44"/>
        <source>Coins on the even steps do not matter: whatever is moved off an even step, the other player moves straight on down.</source>
        <translation>偶数级上的硬币无关紧要：从偶数级移下的硬币，对手都可以立刻继续往下移。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="45"/>
        <source>So staircase Nim is Nim on the odd steps 1, 3, 5, …: the player to move loses exactly when their XOR is 0.</source>
        <translation>所以阶梯博弈就是奇数级 1, 3, 5, … 上的尼姆博弈：当且仅当它们的异或和为 0 时当前玩家必败。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="46"/>
        <source>Pieces stand on distinct cells 1, 2, 3, … of a strip.</source>
        <translation>棋子放在一条格子带的不同格子 1, 2, 3, … 上。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="47"/>
        <source>A move slides one piece left by one or more cells; it may not jump over or land on another piece, nor leave the strip.</source>
        <translation>每步把一枚棋子向左移动一格或多格；不能越过或落在其他棋子上，也不能移出格子带。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="48"/>
        <source>Whoever cannot move loses.</source>
        <translation>无法移动的人输。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="49"/>
        <source>Pair the pieces from the right; a lone leftmost piece pairs with the wall before cell 1.</source>
        <translation>从右往左把棋子两两配对；最左边落单的棋子与格子 1 左边的墙配对。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="50"/>
        <source>Moving the left piece of a pair only widens the pair, and the other player can close it again at once; so only the empty cells inside the pairs count, as Nim heaps: the player to move loses exactly when their XOR is 0.</source>
        <translation>移动一对中左边的棋子只会使这一对的间距变大，对手可以立刻把它缩回去；因此只有各对内部的空格数才算数，把它们当作尼姆博弈的堆：当且仅当它们的异或和为 0 时当前玩家必败。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="51"/>
        <source>People climb a path to the top of a hill, each at a distance from it, in order.</source>
        <translation>一些人沿着小路向山顶攀登，每人与山顶各有一段距离，依次排列。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="52"/>
        <source>A move takes one person up one or more steps; nobody may pass or land on the person ahead, but the top holds any number of people.</source>
        <translation>每步让一个人向上走一步或多步；任何人都不能越过或落在前面那个人的位置上，但山顶可以容纳任意多人。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="53"/>
        <source>Whoever brings the king to the top wins.</source>
        <translation>把国王送上山顶的人获胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="54"/>
        <source>People at the top take no further part.</source>
        <translation>已在山顶的人不再参与。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="55"/>
        <source>If the king is first in line, the player to move takes him up and wins.</source>
        <translation>若国王排在队首，当前玩家把他送上山顶即获胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="56"/>
        <source>Otherwise, with gaps g_i = D_i − D_(i−1) − 1 (D_0 = −1, or 0 when the king is second and the number of people is odd), the player to move loses exactly when g_n ⊕ g_(n−2) ⊕ … = 0.</source>
        <translation>否则，令间隔 g_i = D_i − D_(i−1) − 1（D_0 = −1；当国王排第二且人数为奇数时 D_0 = 0），当且仅当 g_n ⊕ g_(n−2) ⊕ … = 0 时当前玩家必败。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="57"/>
        <source>Boxes are numbered 1, 2, 3, …, each holding cards.</source>
        <translation>盒子编号为 1, 2, 3, …，每个盒子里有一些卡片。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="58"/>
        <source>A move chooses boxes A &gt; B with A + B odd and divisible by 3 and moves one or more cards from A to B.</source>
        <translation>每步选择两个盒子 A &gt; B，要求 A + B 为奇数且能被 3 整除，把一张或多张卡片从 A 移到 B。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="59"/>
        <source>Boxes 1, 3 and 4 can give nothing away; every card ends in one of them.</source>
        <translation>盒子 1、3、4 不能再移出卡片；每张卡片最终都会落入其中之一。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="60"/>
        <source>Each move takes cards one step along such a path, and the number of steps from box i has the same parity on every path: it is odd exactly when i mod 6 is 0, 2 or 5.</source>
        <translation>每一步把卡片沿这样的路径移动一步，而从盒子 i 出发的步数在每条路径上奇偶性都相同：当且仅当 i mod 6 为 0、2 或 5 时步数为奇数。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="61"/>
        <source>So this is staircase Nim: the player to move loses exactly when the XOR of the cards in the boxes with i mod 6 ∈ {0, 2, 5} is 0.</source>
        <translation>所以这是阶梯博弈：当且仅当 i mod 6 ∈ {0, 2, 5} 的盒子中卡片数的异或和为 0 时，当前玩家必败。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="62"/>
        <source>Two numbers.</source>
        <translation>两个数。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="63"/>
        <source>A move subtracts a positive multiple of the smaller number from the larger one, leaving it at least 0.</source>
        <translation>每步从较大的数中减去较小数的正整数倍，结果不能小于 0。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="64"/>
        <source>Whoever makes a number 0 wins.</source>
        <translation>使某个数变为 0 的人获胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="65"/>
        <source>With A ≥ B &gt; 0, the player to move wins at once if A is a multiple of B or A ≥ 2B: they can choose who meets the next position.</source>
        <translation>设 A ≥ B &gt; 0。若 A 是 B 的倍数或 A ≥ 2B，当前玩家必胜：他可以选择由谁面对下一个局面。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="66"/>
        <source>Otherwise the only move is to (A − B, B), and the roles swap.</source>
        <translation>否则唯一的走法是变为 (A − B, B)，双方角色互换。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="67"/>
        <source>A piece starts in a corner of an N×N board.</source>
        <translation>一枚棋子从 N×N 棋盘的一个角出发。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="68"/>
        <source>A move steps it to an orthogonally adjacent cell it has never visited (the start counts as visited).</source>
        <translation>每步把它移到上下左右相邻、从未到过的格子（起点算作已到过）。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="69"/>
        <source>Cover the board with dominoes (2×1 tiles): whoever can always answer by stepping to the other cell of the domino just entered never runs out of moves.</source>
        <translation>用骨牌（2×1 的方块）覆盖棋盘：谁总能走到刚进入的那张骨牌的另一格作为应对，谁就永远不会无路可走。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="70"/>
        <source>In mid-game, pair off the cells not yet visited, plus the piece&apos;s cell, into as many dominoes as possible (a maximum matching): the player to move wins exactly when every such pairing covers the piece&apos;s cell.</source>
        <translation>在对局中途，把尚未到过的格子加上棋子所在的格子，两两配成尽可能多的骨牌（最大匹配）：当且仅当每个这样的配对都覆盖棋子所在的格子时，当前玩家必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="71"/>
        <source>N coins lie in a circle.</source>
        <translation>N 枚硬币排成一圈。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="72"/>
        <source>A move takes 1 to K coins that are next to each other (no gap left by an earlier move between them).</source>
        <translation>每步取走 1 到 K 枚相邻的硬币（它们之间没有先前取走留下的空位）。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="73"/>
        <source>Whoever takes the last coin wins.</source>
        <translation>取走最后一枚硬币的人获胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="74"/>
        <source>With K = 1 the coins simply alternate, so the first player wins exactly when N is odd.</source>
        <translation>K = 1 时双方轮流各取一枚，因此当且仅当 N 为奇数时先手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="75"/>
        <source>With K ≥ N the first player takes every coin at once.</source>
        <translation>K ≥ N 时先手一次取走全部硬币。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="76"/>
        <source>Otherwise the first move breaks the circle into a row, and the second player splits that row into two equal halves, then mirrors every move.</source>
        <translation>否则先手的第一步会把圆环断开成一排，后手把这一排分成相等的两段，然后对称模仿对方的每一步。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="77"/>
        <source>Once the circle is broken, the coins left form separate rows; a row of L coins has a Sprague–Grundy value g(L), and the player to move loses exactly when the XOR of the rows&apos; values is 0.</source>
        <translation>圆环断开后，剩下的硬币分成若干排；一排 L 枚硬币有一个 SG 值 g(L)，当且仅当各排 SG 值的异或和为 0 时当前玩家必败。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="78"/>
        <source>N pirates, numbered 1 to N, share M gold coins.</source>
        <translation>N 个海盗，编号 1 到 N，分 M 枚金币。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="79"/>
        <source>Pirate N proposes a division; if at least half of the living pirates (the proposer included) vote for it, it passes; otherwise he is thrown overboard and the next-highest pirate proposes.</source>
        <translation>由海盗 N 提出分配方案；如果至少一半活着的海盗（包括提议者）投赞成票，方案通过；否则他被扔下海，由编号次高的海盗提出方案。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="80"/>
        <source>Each pirate wants, in this order: to live, more gold, to see others thrown.</source>
        <translation>每个海盗的愿望依次是：保命，得到更多金币，看到别人被扔下海。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="81"/>
        <source>With N ≤ 2M the proposer buys the votes of the pirates of his own parity with 1 coin each and keeps the rest.</source>
        <translation>N ≤ 2M 时，提议者给与自己编号奇偶性相同的海盗每人 1 枚金币以买下他们的票，其余归自己。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="82"/>
        <source>With N = 2M + 1 he gives away all M coins and keeps nothing.</source>
        <translation>N = 2M + 1 时，他把 M 枚金币全部送出，自己一无所得。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="83"/>
        <source>Beyond that a proposer survives only at the stable positions N = 2M + 2^k: the doomed pirates between two stable positions vote for him to save their own lives.</source>
        <translation>超出这个范围，提议者只有在稳定状态 N = 2M + 2^k 时才能活下来：两个稳定状态之间注定要死的海盗会为了保命而投他的票。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="84"/>
        <source>Several heaps of objects; a position lists their sizes.</source>
        <translation>若干堆物品；局面列出各堆的大小。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="85"/>
        <source>A move removes s objects from one heap, for an s in the set S; with the all-but rule, any s that is not in S.</source>
        <translation>每一步从一堆中取走 s 个物品，s 属于集合 S；在“S 之外”规则下，s 可以是任何不属于 S 的数。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="86"/>
        <source>Whoever cannot move loses; in the misère variant, whoever cannot move wins.</source>
        <translation>无法走的一方输；在反常变体中，无法走的一方赢。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="87"/>
        <source>A heap&apos;s Grundy value g(n) is the smallest number that is not the value of what one move from it leaves (the mex); heaps side by side combine by XOR.</source>
        <translation>一堆的 SG 值 g(n) 是走一步后所留下局面的值中没有出现的最小数（mex）；并排的各堆用异或组合。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="88"/>
        <source>The player to move loses exactly when the XOR of the heaps&apos; values is 0.</source>
        <translation>当且仅当各堆的值的异或和为 0 时，当前玩家必败。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="89"/>
        <source>A period seen in the table holds for every heap only when a theorem proves it from the range checked (for a finite S: the max(S) values of one period repeat); otherwise it is a conjecture, and heaps past the table are not solved.</source>
        <translation>表中看到的周期，只有当某个定理根据已检查的范围证明了它（对有限的 S：一个周期中连续 m 个值重复出现，m 为 S 中的最大数）时，才对每个堆都成立；否则它只是猜想，超出表格的堆不予求解。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="90"/>
        <source>In misère play a position with no move is won for the player to move, and a position is won exactly when some move leaves a lost one; several heaps are searched move by move.</source>
        <translation>在反常规则下，无路可走的局面对当前玩家是必胜的；一个局面必胜，当且仅当有某种走法留下必败局面；多个堆时逐步搜索。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="91"/>
        <source>The code&apos;s digit d_k says what removing k objects from one heap may leave: with 1 nothing, with 2 one heap, with 4 two heaps, with 8 three (in hexadecimal); the digit before the point (k = 0) only splits a heap.</source>
        <translation>编码的第 k 位数字 d_k 说明从一堆中取走 k 个物品后可以留下什么：含 1 表示什么也不留，含 2 表示留下一堆，含 4 表示留下两堆，含 8 表示留下三堆（十六进制）；小数点前的数字（k = 0）只把一堆分开。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="92"/>
        <source>A period seen in the table holds for every heap only when the octal periodicity theorem proves it from the range checked; otherwise it is a conjecture, and heaps past the table are not solved.</source>
        <translation>表中看到的周期，只有当八进制周期定理根据已检查的范围证明了它时，才对每个堆都成立；否则它只是猜想，超出表格的堆不予求解。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="93"/>
        <source>A move takes s objects from one pile, for an s in the set A, or s objects from both piles, for an s in the set B (a set may be any number, or none).</source>
        <translation>每步从一堆中取走 s 个（s 属于集合 A），或从两堆中各取走 s 个（s 属于集合 B）（集合可以包含任意正整数，也可以为空）。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="94"/>
        <source>Whoever takes the last object wins: the player who cannot move loses.</source>
        <translation>取走最后一个的玩家获胜：无法走子的玩家输。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="95"/>
        <source>A position is lost for the player to move exactly when every move leaves a won one; the table of all smaller positions is computed by this rule.</source>
        <translation>当且仅当每一步走后都留下必胜局面时，当前局面对当前玩家是必败的；所有更小局面的表格都按此规则计算。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="96"/>
        <source>Nim on two heaps: the player to move loses exactly when the heaps are equal (the other player copies every move).</source>
        <translation>两堆尼姆博弈：当且仅当两堆相等时当前玩家必败（对手模仿每一步）。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="97"/>
        <source>Wythoff&apos;s theorem: the losing positions are the pairs (⌊kφ⌋, ⌊kφ²⌋), φ = (1 + √5)/2, and their mirror images.</source>
        <translation>威佐夫定理：必败局面是数对 (⌊kφ⌋, ⌊kφ²⌋)（φ = (1 + √5)/2）及其对称数对。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="98"/>
        <source>Sprague–Grundy theorem: with no move on both heaps the game is the sum of two one-heap games, lost exactly when their values g(a) and g(b) are equal.</source>
        <translation>SG 定理：若不能同时从两堆取，游戏就是两个单堆游戏之和，当且仅当它们的 SG 值 g(a) 与 g(b) 相等时必败。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="99"/>
        <source>A pattern seen in the table is a conjecture for the range checked, unless a theorem proves it.</source>
        <translation>表中看到的规律只是在已检查范围内成立的猜想，除非有定理证明它。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="100"/>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="113"/>
        <source>M + 1 = {block}, and {n} − 1 = {q} × {block} + {r}.</source>
        <translation>M + 1 = {block}，而 {n} − 1 = {q} × {block} + {r}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="114"/>
        <source>M + 1 = {block}, and {n} = {q} × {block} + {r}.</source>
        <translation>M + 1 = {block}，而 {n} = {q} × {block} + {r}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="101"/>
        <source>{game}: {problem}</source>
        <translation>{game}：{problem}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="102"/>
        <source>name a family: {usages}</source>
        <translation>请指明一个类别：{usages}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="103"/>
        <source>unknown family &apos;{family}&apos; (families: {known})</source>
        <translation>未知的类别“{family}”（可用类别：{known}）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="104"/>
        <source>choose one of --json and --csv</source>
        <translation>--json 与 --csv 只能选一个</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="105"/>
        <source>--to N is missing: the table runs from 0 to N</source>
        <translation>缺少 --to N：表从 0 列到 N</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="106"/>
        <source>--to takes one number, N</source>
        <translation>--to 后面只跟一个数 N</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="107"/>
        <source>unexpected &apos;{word}&apos;: a table takes the rule only ({usage}), N after --to</source>
        <translation>多余的“{word}”：表只接受规则（{usage}），N 写在 --to 之后</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="108"/>
        <source>{option} is given twice</source>
        <translation>{option} 给了两次</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="144"/>
        <source>positions in mid-game are solved for circles of up to {limit} coins, not {count}</source>
        <translation>对局中途的局面只对至多 {limit} 枚硬币的圆圈求解，而不是 {count} 枚</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="146"/>
        <source>N = {n} is {parity}: {who} takes the last coin and wins.</source>
        <translation>N = {n} 为{parity}：{who}取走最后一枚硬币并获胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="156"/>
        <source>there is no coin {coin}: the coins are numbered 1 to {count}</source>
        <translation>没有第 {coin} 枚硬币：硬币编号为 1 到 {count}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="157"/>
        <source>coin {coin} is listed twice</source>
        <translation>第 {coin} 枚硬币列了两次</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="159"/>
        <source>K = {k} &lt; N = {n}: the first take, of at most K coins, leaves a row of coins.</source>
        <translation>K = {k} &lt; N = {n}：第一步最多取走 K 枚硬币，剩下的硬币连成一排。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="160"/>
        <source>The second player takes its middle coin (odd row) or middle two (even row), leaving two equal rows, then copies every move in the other row. The second player wins.</source>
        <translation>后手取走这一排正中间的一枚（奇数枚时）或两枚（偶数枚时），留下相等的两排，然后在另一排中模仿对方的每一步。后手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="164"/>
        <source>step {number} to ({row}, {column})</source>
        <translation>第 {number} 步走到 ({row}, {column})</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="168"/>
        <source>the path is a list of (row, column) pairs: one number is left without its partner</source>
        <translation>路径是一串（行，列）数对：有一个数缺少与之配对的数</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="169"/>
        <source>on boards over {limit}×{limit}, a path in mid-game is solved within rows and columns 1 to {reach}, not {number}</source>
        <translation>在大于 {limit}×{limit} 的棋盘上，对局中途的路径只在第 1 到 {reach} 行、列之内求解，而不是 {number}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="170"/>
        <source>N = {n} is even: dominoes cover the {cells} cells exactly, the start included.</source>
        <translation>N = {n} 为偶数：骨牌恰好覆盖全部 {cells} 个格子（包括起点）。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="171"/>
        <source>The first player always steps to the other cell of the current domino, which is never visited yet. The first player wins.</source>
        <translation>先手总是走到当前骨牌的另一格，那一格一定还没到过。先手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="172"/>
        <source>N = {n} is odd: dominoes cover the board less its starting corner ({cells} cells) exactly.</source>
        <translation>N = {n} 为奇数：骨牌恰好覆盖去掉起点角落后的棋盘（{cells} 个格子）。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="173"/>
        <source>Every step of the first player enters a domino and the second player completes it, so the first player is the one who cannot move. The second player wins.</source>
        <translation>先手每一步都进入一张骨牌，后手随即走完这张骨牌，所以无路可走的是先手。后手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="178"/>
        <source>{where} leaves the {n}×{n} board</source>
        <translation>{where}：走出了 {n}×{n} 的棋盘</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="179"/>
        <source>{where} is not next to the piece</source>
        <translation>{where}：不与棋子相邻</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="180"/>
        <source>{where} goes back to a visited cell</source>
        <translation>{where}：回到了走过的格子</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="181"/>
        <source>this position in mid-game cannot be decided on a board this big: play it on a smaller board</source>
        <translation>在这么大的棋盘上无法判定这个对局中途的局面：请在较小的棋盘上下</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="183"/>
        <source>{who} moves to ({longer}, {small}); the only reply, to ({small}, {rest}), leaves {who} to move and win: {who}, the {role} player, wins.</source>
        <translation>{who} 走到 ({longer}, {small})；对手唯一的应对是走到 ({small}, {rest})，于是轮到 {who} 走并获胜：{role}位玩家 {who} 获胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="187"/>
        <source>{who} subtracts {big} and makes it 0: {who}, the {role} player, wins.</source>
        <translation>{who} 减去 {big}，使它变为 0：{role}位玩家 {who} 获胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="188"/>
        <source>{who} moves to ({small}, {rest}) at once, where the player to move loses: {who}, the {role} player, wins.</source>
        <translation>{who} 直接走到 ({small}, {rest})，在那里当前玩家必败：{role}位玩家 {who} 获胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="196"/>
        <source>{who} at ({big}, {small}): {reason}, a free choice.</source>
        <translation>{who} 面对 ({big}, {small})：{reason}，可以自由选择。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="220"/>
        <source>cell {cell} holds two pieces (pieces {first} and {second})</source>
        <translation>格子 {cell} 上有两枚棋子（第 {first} 枚和第 {second} 枚）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="321"/>
        <source>{game} has no moves to draw as a graph</source>
        <translation>{game}没有可画成博弈图的走法</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="322"/>
        <source>The start has more than {count} moves: showing the first {count}. Click a position to see its moves.</source>
        <translation>起点的走法超过 {count} 种：只显示前 {count} 种。点击一个局面可查看它的走法。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="324"/>
        <source>The rule {rule}: its {kind} are computed to n = {last}. {why}</source>
        <translation>规则 {rule}：它的{kind}已计算到 n = {last}。{why}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="325"/>
        <source>outcomes o(n) (0: lost for the player to move)</source>
        <translation>胜负 o(n)（0 表示当前玩家必败）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="326"/>
        <source>Grundy values g(n)</source>
        <translation>SG 值 g(n)</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="327"/>
        <source>The XOR of the values is 0: every move changes one heap&apos;s value and makes the XOR non-zero, and the opponent can make it 0 again. The second player wins.</source>
        <translation>各值的异或和为 0：每一步都会改变一堆的值，使异或和不为 0，而对手能再把它变回 0。后手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="328"/>
        <source>take all {taken} from heap {heap}</source>
        <translation>从第 {heap} 堆取走全部 {taken} 个</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="329"/>
        <source>heap {heap}</source>
        <translation>第 {heap} 堆</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="330"/>
        <source>One heap: {words}</source>
        <translation>只有一堆：{words}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="331"/>
        <source>No heap is left: the player to move cannot move. The second player wins.</source>
        <translation>一堆也不剩：当前玩家无法走。后手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="332"/>
        <source>Every move leaves a heap won for the player to move. The second player wins.</source>
        <translation>每种走法都留下对当前玩家必胜的堆。后手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="333"/>
        <source>The XOR of the values is {total}, not 0: a move that changes one heap so that the values XOR to 0 exists ({count} such move(s)). The first player wins.</source>
        <translation>各值的异或和为 {total}，不为 0：存在改变一堆使各值异或和变为 0 的走法（共 {count} 种）。先手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="334"/>
        <source>Misère play: the heaps {heaps} were searched move by move.</source>
        <translation>反常规则：逐步搜索了各堆 {heaps}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="335"/>
        <source>take {taken} from heap {heap}</source>
        <translation>从第 {heap} 堆取走 {taken} 个</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="336"/>
        <source>… and {count} more heaps, valued the same way.</source>
        <translation>……还有 {count} 堆，求值方法相同。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="337"/>
        <source>No heap is left: the player to move cannot move, and in misère play that means the player to move has won.</source>
        <translation>一堆也不剩：当前玩家无法走，在反常规则下这意味着当前玩家已经赢了。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="338"/>
        <source>A move leaves a heap lost for the player to move ({count} such move(s)). The first player wins.</source>
        <translation>有走法留下对当前玩家必败的堆（共 {count} 种）。先手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="339"/>
        <source>A move leaves a position lost for the player to move ({count} such move(s)). The first player wins.</source>
        <translation>有走法留下对当前玩家必败的局面（共 {count} 种）。先手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="340"/>
        <source>Every move leaves a position won for the player to move. The second player wins.</source>
        <translation>每种走法都留下对当前玩家必胜的局面。后手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="341"/>
        <source>The values of this rule are slow to compute: the table these heaps need takes more than {seconds:g} s, so the position is not solved here. The rule lab&apos;s Grundy table computes the values in the background.</source>
        <translation>这条规则的值计算很慢：这些堆需要的表要算 {seconds:g} 秒以上，所以这里不求解这个局面。规则实验室的 SG 值表会在后台计算这些值。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="342"/>
        <source>heap {number} ({heap}) is past the table: the values are computed here only to n = {last}, and no period is proved to reach further. {why}</source>
        <translation>第 {number} 堆（{heap}）超出了表的范围：这里只算到 n = {last}，也没有证明过能延伸更远的周期。{why}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="343"/>
        <source>In misère play several heaps are searched move by move, so they may hold at most {limit} objects in all, not {count}.</source>
        <translation>反常规则下多个堆要逐步搜索，所以总共至多 {limit} 个物品，而不是 {count} 个。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="344"/>
        <source>take {taken} from heap {heap} and split the rest into {parts}</source>
        <translation>从第 {heap} 堆取走 {taken} 个，并把剩下的分成 {parts}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="345"/>
        <source>split heap {heap} into {parts}</source>
        <translation>把第 {heap} 堆分成 {parts}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="346"/>
        <source>Heap {i}: {name}({n}) = {name}({place}) = {value}, by the proved period {period}.</source>
        <translation>第 {i} 堆：{name}({n}) = {name}({place}) = {value}，根据已证明的周期 {period}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="347"/>
        <source>Heap {i}: {name}({n}) = {value}, from the table.</source>
        <translation>第 {i} 堆：{name}({n}) = {value}，查表得到。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="226"/>
        <source>the person leaves the line at the top, so the steps are counted anew</source>
        <translation>此人到达山顶后离开队列，台阶要重新计数</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="229"/>
        <source>the king must be one of the {count} people (1 to {count}), not {king}</source>
        <translation>国王必须是这 {count} 个人之一（1 到 {count}），而不是 {king}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="237"/>
        <source>distances must increase (only the people at the top share distance 0): person {person} at {distance} is not behind person {before} at {before_distance}</source>
        <translation>距离必须递增（只有山顶上的人可以同为距离 0）：距离 {distance} 处的第 {person} 人不在距离 {before_distance} 处的第 {before} 人后面</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="239"/>
        <source>the king is at the top.</source>
        <translation>国王已在山顶。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="240"/>
        <source>the king leads the line.</source>
        <translation>国王排在队首。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="348"/>
        <source>The name must be text.</source>
        <translation>名称必须是文字。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="349"/>
        <source>The name is empty: type a name for the game.</source>
        <translation>名称为空：请为这个游戏输入一个名称。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="350"/>
        <source>The name is {count} characters long; a game&apos;s name has at most {limit}.</source>
        <translation>名称长 {count} 个字符；游戏名称至多 {limit} 个字符。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="351"/>
        <source>The name holds control characters; use letters, digits, spaces and punctuation.</source>
        <translation>名称含有控制字符；请使用字母、数字、空格和标点。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="352"/>
        <source>A named game is a subtraction or octal game ({known}), not &apos;{family}&apos;.</source>
        <translation>命名的游戏是减法博弈或八进制博弈（{known}），而不是“{family}”。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="353"/>
        <source>The rule must be text, such as --set 1 3 4.</source>
        <translation>规则必须是文字，例如 --set 1 3 4。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="354"/>
        <source>The rule is {count:,} characters long; at most {limit}.</source>
        <translation>规则长 {count:,} 个字符；至多 {limit} 个。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="355"/>
        <source>The rule &apos;{rule}&apos; holds heaps; a rule is only the options, such as {example}.</source>
        <translation>规则“{rule}”里含有堆；规则只包含选项，例如 {example}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="356"/>
        <source>A named game is an object with &quot;name&quot;, &quot;family&quot;, &quot;rule&quot; and &quot;id&quot;.</source>
        <translation>命名的游戏是一个含有 &quot;name&quot;、&quot;family&quot;、&quot;rule&quot; 和 &quot;id&quot; 的对象。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="357"/>
        <source>&apos;{id}&apos; is not the id of a named game (user- and lower-case words, such as user-kayles).</source>
        <translation>“{id}”不是命名游戏的标识（应为 user- 加小写单词，例如 user-kayles）。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="358"/>
        <source>{name} is the {family} with the rule {rule}.</source>
        <translation>{name} 是规则为 {rule} 的{family}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="359"/>
        <source>There is a game called &apos;{game}&apos; already; choose another name.</source>
        <translation>已经有一个叫“{game}”的游戏；请另选一个名称。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="360"/>
        <source>The rule &apos;{rule}&apos; is not a rule of the {game}: {problem}</source>
        <translation>“{rule}”不是{game}的规则：{problem}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="361"/>
        <source>A named game&apos;s &quot;{key}&quot; must be text.</source>
        <translation>命名游戏的 &quot;{key}&quot; 必须是文字。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="256"/>
        <source>Octal game</source>
        <translation>八进制博弈</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="257"/>
        <source>Code</source>
        <translation>编码</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="258"/>
        <source>0.77 is Kayles, 0.07 Dawson&apos;s Kayles, 0.137 Dawson&apos;s chess</source>
        <translation>0.77 是凯尔斯，0.07 是道森凯尔斯，0.137 是道森象棋</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="362"/>
        <source>{message}</source>
        <translation>{message}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="363"/>
        <source>{what}: &apos;{token}&apos; is not a whole number</source>
        <translation>{what}：“{token}”不是整数</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="364"/>
        <source>{what}: a number of {count:,} digits is too long (at most {limit:,})</source>
        <translation>{what}：{count:,} 位的数太长（至多 {limit:,} 位）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="366"/>
        <source>{what} must be at least {minimum}, not {token}</source>
        <translation>{what}至少为 {minimum}，而不是 {token}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="367"/>
        <source>{what}: {token} is in the set already ({first})</source>
        <translation>{what}：{token} 已在集合中（{first}）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="368"/>
        <source>too many numbers: &apos;{numbers}&apos; is left over (expected {expected})</source>
        <translation>数太多：多出了“{numbers}”（应为 {expected}）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="369"/>
        <source>{label} is missing</source>
        <translation>缺少{label}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="370"/>
        <source>{option} needs a number after it</source>
        <translation>{option} 后面需要一个数</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="371"/>
        <source>{label}: at least {count} {item}(s) needed</source>
        <translation>{label}：至少需要 {count} 个{item}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="372"/>
        <source>{label} is missing: add {option} {default}</source>
        <translation>缺少{label}：请加上 {option} {default}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="373"/>
        <source>{option} needs at least one number after it</source>
        <translation>{option} 后面至少需要一个数</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="374"/>
        <source>{option} needs a word after it, such as {default}</source>
        <translation>{option} 后面需要一个词，例如 {default}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="375"/>
        <source>unknown option &apos;{option}&apos; (options of this game: {known})</source>
        <translation>未知的选项“{option}”（本游戏的选项：{known}）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="266"/>
        <source>pirate {pirate} does not exist: the pirates are numbered 1 to {count}</source>
        <translation>没有海盗 {pirate}：海盗编号为 1 到 {count}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="268"/>
        <source>Pirate {p}: {share} ({role}).</source>
        <translation>海盗 {p}：{share}（{role}）。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="269"/>
        <source>a table of {count} pirates is too long to print (at most {limit:,}); ask for one pirate with --pirate P</source>
        <translation>{count} 个海盗的表太长，无法打印（至多 {limit:,} 行）；请用 --pirate P 只看一个海盗</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="270"/>
        <source>Pirates N</source>
        <translation>海盗数 N</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="271"/>
        <source>Gold coins M</source>
        <translation>金币数 M</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="272"/>
        <source>Pirate P</source>
        <translation>海盗 P</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="273"/>
        <source>N = 2M + 1 = {n}: pirate {n} gives one coin to each odd pirate below him and keeps nothing.</source>
        <translation>N = 2M + 1 = {n}：海盗 {n} 给编号比他小的每个奇数号海盗 1 枚金币，自己一无所得。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="274"/>
        <source>N = {n} &gt; 2M + 1: the largest stable position is 2M + 2^{k} = {s}. Pirates {first_thrown} to {n} are thrown overboard ({thrown} in all); pirate {s} survives with no gold.</source>
        <translation>N = {n} &gt; 2M + 1：最大的稳定状态是 2M + 2^{k} = {s}。海盗 {first_thrown} 到 {n} 被扔下海（共 {thrown} 人）；海盗 {s} 活了下来，但没有金币。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="275"/>
        <source>N = {n} = 2M + 2^{k} is a stable position: pirate {n} survives with no gold.</source>
        <translation>N = {n} = 2M + 2^{k} 是稳定状态：海盗 {n} 活了下来，但没有金币。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="376"/>
        <source>When the computer cannot win, it looks at its smallest moves (taking one object, moving one step) and plays the one that leaves you the fewest winning replies, so the game lasts and every mistake of yours counts.</source>
        <translation>电脑无法获胜时，会考虑自己最小的那些走法（取一个物品、移动一步），选择让你的必胜应对最少的一步，使对局持续下去，让你的每一个失误都起作用。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="377"/>
        <source>Where the number of moves to the end is known, the computer wins as fast as it can, and when it is losing it holds out as long as it can.</source>
        <translation>在已知距终局步数的地方，电脑会尽快获胜；处于败势时则尽可能久地坚持。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="378"/>
        <source>Perfect: never misses a win, wins in the fewest moves and, when losing, holds out the longest.</source>
        <translation>完美：从不错过胜机，以最少步数获胜；处于败势时坚持最久。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="379"/>
        <source>Strong: never misses a win, but one time in four plays a slower winning move; when losing, holds out the longest.</source>
        <translation>强：从不错过胜机，但每四次中有一次走较慢的必胜走法；处于败势时坚持最久。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="380"/>
        <source>Learner: one time in three, when it could win, it plays a move at random, often a mistake you can punish; otherwise any winning move.</source>
        <translation>学习者：在能获胜时，每三次中有一次随机走子，常常是你可以抓住的失误；其余时候走任意一个必胜走法。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="381"/>
        <source>Winning move: {move} → {after}.</source>
        <translation>必胜走法：{move} → {after}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="382"/>
        <source>No: with perfect play your opponent wins from here. Keep the game long and hope for a mistake.</source>
        <translation>不能：双方都走最优时，对手从这里必胜。尽量拖长对局，等待对方失误。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="383"/>
        <source>Yes: this position is a win for you. Find the move that leaves your opponent a losing position.</source>
        <translation>能：这个局面你必胜。找出给对手留下必败局面的走法。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="384"/>
        <source>Play here: {focus}.</source>
        <translation>在这里走：{focus}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="365"/>
        <source>{item} {number}</source>
        <translation>第 {number} {item}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="386"/>
        <source>The game is over: there is no move to make.</source>
        <translation>游戏已结束：没有可走的步了。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="385"/>
        <source>{label}</source>
        <translation>{label}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="387"/>
        <source>Move {number}: {played} → {after} handed the opponent a won position; {better} → {target} would have won.</source>
        <translation>第 {number} 步：{played} → {after} 把必胜局面送给了对手；{better} → {target} 才能获胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="277"/>
        <source>Staircase Nim</source>
        <translation>阶梯博弈</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="457"/>
        <source>Write the numbers in binary, one below the other, and XOR each column: its bit is 1 where the column has an odd number of 1s.</source>
        <translation>把这些数写成二进制，上下对齐，逐列做异或：一列中 1 的个数为奇数时，该位为 1。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="278"/>
        <source>move {coins} from step {step} to step {below}</source>
        <translation>把 {coins} 枚硬币从第 {step} 级移到第 {below} 级</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="145"/>
        <source>K = 1: every move takes one coin, so the game lasts exactly N = {n} move(s).</source>
        <translation>K = 1：每步取走一枚硬币，所以游戏恰好进行 N = {n} 步。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="158"/>
        <source>K = {k} ≥ N = {n}: the first player takes all {n} coin(s) at once and wins.</source>
        <translation>K = {k} ≥ N = {n}：先手一次取走全部 {n} 枚硬币并获胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="323"/>
        <source>More than {limit} positions can be reached: showing those up to {levels} move(s) from the start. Click a position to see its moves.</source>
        <translation>可到达的局面超过 {limit} 个：只显示从起点出发最多 {levels} 步以内的局面。点击一个局面可查看它的走法。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="267"/>
        <source>N = {n} ≤ 2M = {two_m}: pirate {n} keeps {keep} and gives 1 coin to each of the {bribes} pirate(s) numbered like him ({parity}).</source>
        <translation>N = {n} ≤ 2M = {two_m}：海盗 {n} 留下 {keep} 枚，给与他编号奇偶性相同的 {bribes} 个海盗（{parity}）每人 1 枚金币。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="276"/>
        <source>His {m} coin(s) buy {m} vote(s), but which pirates get them is his free choice: those shares are uncertain and count as 0.</source>
        <translation>他的 {m} 枚金币能买到 {m} 票，但给哪些海盗由他自由选择：这些份额不确定，记为 0。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="388"/>
        <source>Moves to the end: not computed for a position this large.</source>
        <translation>距终局步数：局面太大，未计算。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="389"/>
        <source>N is {last}: a table runs from 0 to N, so N is 0 or more.</source>
        <translation>N 为 {last}：表从 0 列到 N，所以 N 须为 0 或更大。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="390"/>
        <source>N is {last}: at most {limit:,} values fit in memory.</source>
        <translation>N 为 {last}：内存至多容纳 {limit:,} 个值。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="391"/>
        <source>Misère play is offered for subtraction games only.</source>
        <translation>只有减法博弈提供反常规则。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="392"/>
        <source>the octal periodicity theorem</source>
        <translation>八进制周期定理</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="393"/>
        <source>Write a code such as 0.77 (Kayles).</source>
        <translation>请写一个编码，例如 0.77（Kayles）。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="394"/>
        <source>&apos;{code}&apos; has no point: write a code such as 0.77, with the digits for 1, 2, 3, ... after the point.</source>
        <translation>“{code}”没有小数点：请写成 0.77 这样的编码，小数点后依次是取 1、2、3……个的数字。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="395"/>
        <source>Only one digit goes before the point (0 or 4; in hexadecimal also 8 or C).</source>
        <translation>小数点前只能有一位数字（0 或 4；十六进制还可以是 8 或 C）。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="396"/>
        <source>A code of {count} digits after the point is too long (at most {limit}).</source>
        <translation>小数点后有 {count} 位的编码太长（至多 {limit} 位）。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="397"/>
        <source>The digit before the point removes nothing, so it may only split a heap: {allowed}.</source>
        <translation>小数点前的数字不取走物品，所以只能把一堆分开：{allowed}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="398"/>
        <source>&apos;{char}&apos; is not a digit: an octal code uses 0–7, a hexadecimal one 0–9 and A–F.</source>
        <translation>“{char}”不是数字：八进制编码用 0–7，十六进制编码用 0–9 和 A–F。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="399"/>
        <source>&apos;{char}&apos; is not an octal digit (0–7); write &apos;hex:&apos; before a hexadecimal code (hex:0.8).</source>
        <translation>“{char}”不是八进制数字（0–7）；十六进制编码前请写“hex:”（hex:0.8）。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="400"/>
        <source>No period found: values computed to n = {last:,} show no repetition spanning {periods} periods.</source>
        <translation>未发现周期：计算到 n = {last:,} 的值中，没有跨越 {periods} 个周期的重复。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="401"/>
        <source>Conjecture: {claim} holds for {start:,} &lt;= n &lt;= {end:,} (values computed to n = {last:,}); {theorem} needs it checked up to n = {needs:,}, that is values to n = {further:,}.</source>
        <translation>猜想：{claim} 对 {start:,} &lt;= n &lt;= {end:,} 成立（值已计算到 n = {last:,}）；{theorem}要求检查到 n = {needs:,}，即值要计算到 n = {further:,}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="402"/>
        <source>Up to n = {last:,} (not proved beyond): {words}</source>
        <translation>在 n = {last:,} 以内（更大的 n 未经证明）：{words}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="403"/>
        <source>the player to move loses exactly when n mod {period:,} is {residues}.</source>
        <translation>当且仅当 n mod {period:,} 为 {residues} 时，当前玩家必败。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="404"/>
        <source>{numbers} or {last}</source>
        <translation>{numbers} 或 {last}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="405"/>
        <source>Proved by {theorem}: {claim} was checked for {start:,} &lt;= n &lt;= {needs:,} (values computed to n = {last:,}), which is enough for it to hold for every n &gt;= {start:,}.</source>
        <translation>由{theorem}证明：已对 {start:,} &lt;= n &lt;= {needs:,} 检查了 {claim}（值已计算到 n = {last:,}），这足以保证它对每个 n &gt;= {start:,} 都成立。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="406"/>
        <source>Conjecture: {claim} holds for {start:,} &lt;= n &lt;= {end:,} (values computed to n = {last:,}); no theorem here proves a growing (arithmetic) pattern.</source>
        <translation>猜想：{claim} 对 {start:,} &lt;= n &lt;= {end:,} 成立（值已计算到 n = {last:,}）；这里没有定理能证明递增的（等差）规律。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="407"/>
        <source>Conjecture: {claim} holds for {start:,} &lt;= n &lt;= {end:,} (values computed to n = {last:,}); no theorem we can cite proves a period for this rule, so it stays unproved.</source>
        <translation>猜想：{claim} 对 {start:,} &lt;= n &lt;= {end:,} 成立（值已计算到 n = {last:,}）；没有可引用的定理能证明此规则的周期，所以它仍未被证明。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="408"/>
        <source>the player to move loses exactly when n is {numbers}.</source>
        <translation>当且仅当 n 为 {numbers} 时，当前玩家必败。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="409"/>
        <source>the player to move loses for every n.</source>
        <translation>无论 n 为何值，当前玩家都必败。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="410"/>
        <source>the player to move loses exactly when n mod {period:,} is {residues}, and also when n is {also}, except when n is {unless}.</source>
        <translation>当且仅当 n mod {period:,} 为 {residues} 或 n 为 {also}，且 n 不为 {unless} 时，当前玩家必败。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="411"/>
        <source>the player to move loses exactly when n mod {period:,} is {residues}, and also when n is {also}.</source>
        <translation>当且仅当 n mod {period:,} 为 {residues} 或 n 为 {also} 时，当前玩家必败。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="412"/>
        <source>the player to move loses exactly when n mod {period:,} is {residues}, except when n is {unless}.</source>
        <translation>当且仅当 n mod {period:,} 为 {residues} 且 n 不为 {unless} 时，当前玩家必败。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="413"/>
        <source>never</source>
        <translation>空集 ∅ 中的数</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="414"/>
        <source>{numbers}, … ({count:,} more)</source>
        <translation>{numbers}, …（还有 {count:,} 个）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="415"/>
        <source>the player to move loses for every n except {unless}.</source>
        <translation>除 n 为 {unless} 外，当前玩家都必败。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="416"/>
        <source>conjecture: holds for all P-positions with a, b &lt; {n}: {statement}</source>
        <translation>猜想：对所有 a, b &lt; {n} 的 P 态成立：{statement}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="417"/>
        <source>the P-positions repeat with period {m} in both heaps: (a mod {m}, b mod {m}) is one of {pairs}</source>
        <translation>P 态在两堆上都以周期 {m} 重复：(a mod {m}, b mod {m}) 属于 {pairs} 之一</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="418"/>
        <source>the P-positions are the Beatty pairs (⌊kα⌋, ⌊kβ⌋), 1/α + 1/β = 1, for any α between {low} and {high}, and their mirror images</source>
        <translation>P 态是 Beatty 数对 (⌊kα⌋, ⌊kβ⌋)（1/α + 1/β = 1，α 可取 {low} 与 {high} 之间的任意值）及其对称数对</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="419"/>
        <source>proved ({theorem}): {statement}</source>
        <translation>已证明（{theorem}）：{statement}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="420"/>
        <source>the P-positions are those with a ≡ b (mod {m})</source>
        <translation>P 态是满足 a ≡ b (mod {m}) 的局面</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="421"/>
        <source>the P-positions are the Beatty pairs (⌊kφ⌋, ⌊kφ²⌋), φ = (1 + √5)/2, and their mirror images</source>
        <translation>P 态是 Beatty 数对 (⌊kφ⌋, ⌊kφ²⌋)（φ = (1 + √5)/2）及其对称数对</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="422"/>
        <source>{label}: &apos;{item}&apos; is not a whole number; write any, none or numbers like 1,2,5</source>
        <translation>{label}：“{item}”不是整数；请写 any、none 或 1,2,5 这样的数</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="423"/>
        <source>{label}: {item} is too large (at most {limit:,})</source>
        <translation>{label}：{item} 太大（至多 {limit:,}）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="424"/>
        <source>{label}: {value} is not a positive number</source>
        <translation>{label}：{value} 不是正数</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="425"/>
        <source>{label}: {value} is in the set already</source>
        <translation>{label}：{value} 已在集合中</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="426"/>
        <source>the P-positions are those with a = b, that is a XOR b = 0</source>
        <translation>P 态是满足 a = b 的局面，即 a XOR b = 0</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="427"/>
        <source>the P-positions are those with g(a) = g(b), g the values of one heap under the moves of A</source>
        <translation>P 态是满足 g(a) = g(b) 的局面，其中 g 是单堆在 A 的走法下的 SG 值</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="428"/>
        <source>the P-positions lie exactly on the lines b − a = d for d in {{{ds}}}</source>
        <translation>P 态恰好位于直线 b − a = d 上，d 属于 {{{ds}}}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="429"/>
        <source>the P-positions lie exactly on the lines through (0, 0): {lines}</source>
        <translation>P 态恰好位于过 (0, 0) 的直线上：{lines}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="430"/>
        <source>In misère play only a single heap is solved here: misère sums do not follow from the heaps&apos; outcomes.</source>
        <translation>反常规则下这里只求解单独一堆：反常规则下的和不能由各堆的胜负推出。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="431"/>
        <source>heap {number}</source>
        <translation>第 {number} 堆</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="432"/>
        <source>heap {number} is {heap}: a heap holds 0 or more objects.</source>
        <translation>第 {number} 堆为 {heap}：一堆的物品数须为 0 或更多。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="433"/>
        <source>heap {number} ({heap}) is past the values computed (to {last}) and no period is proved to reach it.</source>
        <translation>第 {number} 堆（{heap}）超出了已算出的值（到 {last}），也没有证明过能延伸到它的周期。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="434"/>
        <source>the repeated window of max(S) values (a heap&apos;s value depends only on the max(S) values below it)</source>
        <translation>“连续 m 个值重复出现”这一论证（m 为 S 中的最大数；一堆的值只取决于它下面的 m 个值）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="435"/>
        <source>subtract all-but {members}, misère</source>
        <translation>减去 {members} 以外的数，反常规则</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="436"/>
        <source>subtract all-but {members}</source>
        <translation>减去 {members} 以外的数</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="437"/>
        <source>subtract {members}, misère</source>
        <translation>减去 {members}，反常规则</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="438"/>
        <source>subtract {members}</source>
        <translation>减去 {members}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="439"/>
        <source>The subtraction set is empty: give at least one number a move may remove.</source>
        <translation>减法集合为空：请至少给出一个每步可以取走的数。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="440"/>
        <source>member {number}</source>
        <translation>第 {number} 个元素</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="441"/>
        <source>member {number} is {value}: a move removes at least one object, so every member is 1 or more.</source>
        <translation>第 {number} 个元素为 {value}：每步至少取走一个物品，所以每个元素都须为 1 或更大。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="442"/>
        <source>member {number} is larger than {limit:,}.</source>
        <translation>第 {number} 个元素大于 {limit:,}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="443"/>
        <source>too large to search: more than {limit:,} positions</source>
        <translation>太大，无法搜索：超过 {limit:,} 个局面</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="444"/>
        <source>{where}: {problem}</source>
        <translation>{where}：{problem}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="279"/>
        <source>The XOR of the odd steps is {total}.</source>
        <translation>奇数级的异或和为 {total}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="280"/>
        <source>Staircase Nim is Nim on the odd steps 1, 3, 5, …: heaps {heaps}.</source>
        <translation>阶梯博弈就是在奇数级 1, 3, 5, … 上做尼姆博弈：各堆为 {heaps}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="281"/>
        <source>it raises a heap, which Nim cannot do; the opponent simply moves those coins on</source>
        <translation>它让某一堆变大了，而尼姆博弈做不到这一点；对手只需把这些硬币继续往下移</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="282"/>
        <source>step 1</source>
        <translation>第 1 级</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="283"/>
        <source>step 2</source>
        <translation>第 2 级</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="284"/>
        <source>move {coins} from step 1 to the ground</source>
        <translation>把 {coins} 枚硬币从第 1 级移到地面</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="285"/>
        <source>It is 0: the second player wins by answering odd-step moves as in Nim and copying even-step moves one step further down.</source>
        <translation>异或和为 0：后手对奇数级上的走法按尼姆博弈应对，对偶数级上的走法则把同样的硬币再往下移一级，从而获胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="286"/>
        <source>It is not 0: the first player makes it 0, either by moving coins off an odd step or by moving coins onto one. The first player wins.</source>
        <translation>异或和不为 0：先手把它变为 0，方法是从某个奇数级移走硬币，或把硬币移到某个奇数级上。先手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="287"/>
        <source>Coins on steps 1, 2, …</source>
        <translation>第 1, 2, … 级上的硬币数</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="288"/>
        <source>step</source>
        <translation>级阶梯</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="289"/>
        <source>Subtraction game</source>
        <translation>减法博弈</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="290"/>
        <source>Set S</source>
        <translation>减法集合 S</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="291"/>
        <source>member</source>
        <translation>元素</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="292"/>
        <source>All but S (remove any number not in S)</source>
        <translation>S 之外（可取走任何不属于 S 的数）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="293"/>
        <source>Misère (whoever cannot move wins)</source>
        <translation>反常规则（无法走的一方赢）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="445"/>
        <source>XOR of the values: {total}.</source>
        <translation>各值的异或和：{total}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="446"/>
        <source>&apos;{game}&apos; is not a game (try one of {games})</source>
        <translation>“{game}”不是一个游戏（可选：{games}）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="447"/>
        <source>{game} has no Grundy value to add to a sum</source>
        <translation>{game}没有可以加入和中的 SG 值</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="448"/>
        <source>add at least one game, like &apos;nim 3 4 + bash 10 3&apos;</source>
        <translation>请至少加入一个游戏，例如“nim 3 4 + bash 10 3”</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="452"/>
        <source>The XOR is 0: every move changes one value and so the XOR; the second player wins.</source>
        <translation>异或和为 0：每一步都会改变一个值，从而改变异或和；后手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="450"/>
        <source>{part}: {game}</source>
        <translation>{part}：{game}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="451"/>
        <source>Part {number}, {part}: value {value}.</source>
        <translation>子游戏 {number}（{part}）：值为 {value}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="453"/>
        <source>a misère game has no Grundy value in a sum</source>
        <translation>反常规则的游戏在和中没有 SG 值</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="454"/>
        <source>its value is found by brute force, so its numbers must be at most {limit}, not {number}</source>
        <translation>它的值要靠暴力搜索求出，所以其中的数至多为 {limit}，而不是 {number}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="455"/>
        <source>{part}: {problem}</source>
        <translation>{part}：{problem}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="456"/>
        <source>part {number}</source>
        <translation>子游戏 {number}</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="449"/>
        <source>Play in part {number}: its value {value} becomes {target} = {value} XOR {total}, and the XOR of the sum becomes 0: {move} → {after}.</source>
        <translation>在子游戏 {number} 中走：它的值 {value} 变为 {target} = {value} ⊕ {total}，和的异或和变为 0：{move} → {after}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="294"/>
        <source>Two-pile game</source>
        <translation>双堆游戏</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="296"/>
        <source>both piles</source>
        <translation>两堆</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="297"/>
        <source>Pile A holds {a}, pile B holds {b}; A = {take}, B = {both}.</source>
        <translation>A 堆有 {a} 个，B 堆有 {b} 个；A = {take}，B = {both}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="302"/>
        <source>With A = any and B = none this is Nim on two piles: the player to move loses exactly when the piles are equal.</source>
        <translation>A = any 且 B = none 时，这就是两堆尼姆博弈：当且仅当两堆相等时当前玩家必败。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="303"/>
        <source>Pattern: {guess}.</source>
        <translation>规律：{guess}。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="304"/>
        <source>Some move leaves a lost position ({count} such move(s)). The first player wins.</source>
        <translation>有走法留下必败局面（共 {count} 种）。先手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="305"/>
        <source>Every move leaves a won position. The second player wins.</source>
        <translation>每一步都留下必胜局面。后手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="306"/>
        <source>({a}, {b}) is too large for its Grundy value: the table of every smaller position would take more than {steps:,} steps</source>
        <translation>({a}, {b}) 太大，无法求 SG 值：列出所有更小局面的表需要超过 {steps:,} 步</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="309"/>
        <source>Set A (from one pile)</source>
        <translation>集合 A（从一堆取）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="310"/>
        <source>Set A: any, none, or numbers like 1,2,5</source>
        <translation>集合 A：any（任意）、none（无）或像 1,2,5 这样的数</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="311"/>
        <source>Set B (from both piles)</source>
        <translation>集合 B（从两堆同时取）</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="312"/>
        <source>Set B: any, none, or numbers like 1,2,5</source>
        <translation>集合 B：any（任意）、none（无）或像 1,2,5 这样的数</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="313"/>
        <source>pile {pile} ({size}) is too large: this rule is solved from the table of every smaller position, up to piles of {limit}</source>
        <translation>第 {pile} 堆（{size}）太大：这条规则靠所有更小局面的表求解，只到 {limit} 个一堆</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="314"/>
        <source>With A = B = any this is Wythoff&apos;s game: the losing pair with difference {k} is ({low}, {high}).</source>
        <translation>A = B = any 时，这就是威佐夫博弈：差为 {k} 的必败数对是 ({low}, {high})。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="315"/>
        <source>The outcome of every position up to ({a}, {b}) is computed by the rule, the smallest first.</source>
        <translation>按规则从最小的局面开始，计算直到 ({a}, {b}) 的每个局面的胜负。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="316"/>
        <source>With no move on both piles the game is the sum of two one-pile games.</source>
        <translation>不能同时从两堆取时，游戏就是两个单堆游戏之和。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="317"/>
        <source>Wythoff&apos;s game</source>
        <translation>威佐夫博弈</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="295"/>
        <source>take {taken} from both piles</source>
        <translation>从两堆中各取 {taken} 个</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="318"/>
        <source>The difference of the piles is k = {k}; the losing pair with that difference is ({low}, {high}), computed exactly as ⌊kφ⌋ = ⌊(k + ⌊k√5⌋) / 2⌋.</source>
        <translation>两堆之差为 k = {k}；差为 k 的奇异局势是 ({low}, {high})，按 ⌊kφ⌋ = ⌊(k + ⌊k√5⌋) / 2⌋ 精确计算。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="298"/>
        <source>pile A</source>
        <translation>A 堆</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="299"/>
        <source>pile B</source>
        <translation>B 堆</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="300"/>
        <source>take {taken} from pile A</source>
        <translation>从 A 堆取走 {taken} 个</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="301"/>
        <source>take {taken} from pile B</source>
        <translation>从 B 堆取走 {taken} 个</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="319"/>
        <source>The smaller pile is {low}: this is a losing position; every move leaves a winning one. The second player wins.</source>
        <translation>较小的一堆为 {low}：这是必败局面（奇异局势）；每一步都会留下必胜局面。后手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="320"/>
        <source>The smaller pile is {small}, not {low}: move to a losing pair. The first player wins.</source>
        <translation>较小的一堆为 {small}，不是 {low}：走到一个奇异局势。先手必胜。</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="307"/>
        <source>Pile A</source>
        <translation>A 堆</translation>
    </message>
    <message>
        <location filename="solver_strings.py" line="308"/>
        <source>Pile B</source>
        <translation>B 堆</translation>
    </message>
</context>
</TS>
