package main

import (
	"encoding/json"
	"html/template"
	"io"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook"
	"github.com/rulebook-go/rulebook/internal/svg"
)

// pageData is what the page's script reads: the distinct lines of the
// drawings and, for each frame, its drawing as line numbers in base 36
// (space-separated), its scores and who is to move.
type pageData struct {
	Lines  []string    `json:"lines"`
	Frames []pageFrame `json:"frames"`
	Start  int         `json:"start"` // the frame the page opens at
}

type pageFrame struct {
	Drawing string   `json:"d"`
	Scores  []string `json:"s"`
	ToMove  string   `json:"m"`
	Prompt  string   `json:"p"`
}

// page is the page's template data.
type page struct {
	Title, Game, Options, Viewer string
	Seats                        []pageSeat
	Decisions                    []pageDecision
	Result                       string
	Winners                      string
	Fail                         *pageFail
	Data                         template.JS
	Script                       template.JS
	Style                        template.CSS
	Frames                       int
}

type pageSeat struct {
	Seat, Name, Color string
}

type pageDecision struct {
	N, Line       int
	Who, Name     string
	Color         string
	Prompt, Move  string
	Hidden, Bad   bool
	Chance, Mover bool
}

type pageFail struct {
	Line               int
	Text, Rule, Reason string
}

// writePage writes st as one self-contained HTML page: no network, no
// external scripts, styles or fonts.
func writePage(w io.Writer, st *story, title string, names []string) error {
	name := func(p rulebook.Player) string {
		if p.IsSeat() && int(p) < len(names) && names[p] != "" {
			return names[p]
		}
		return ""
	}
	pg := page{Title: title, Game: st.Game, Options: st.Options, Frames: len(st.Frames), Style: template.CSS(pageStyle), Script: template.JS(pageScript)}
	switch {
	case st.Seat == referee:
		pg.Viewer = "Referee's view (-seat all): every seat's hidden cards, and every decision in full"
	default:
		pg.Viewer = "Seen by " + st.Seat.String()
		if n := name(st.Seat); n != "" {
			pg.Viewer += " (" + n + ")"
		}
		pg.Viewer += ": only what that seat may see"
	}
	for q := 0; q < st.Seats; q++ {
		p := rulebook.Player(q)
		pg.Seats = append(pg.Seats, pageSeat{Seat: p.String(), Name: name(p), Color: svg.Seat(q)})
	}
	for i, d := range st.Decisions {
		pd := pageDecision{N: i + 1, Line: d.Line, Who: d.Who.String(), Name: name(d.Who), Prompt: trimWho(d.Prompt, d.Who), Move: d.Move,
			Hidden: d.Hidden, Bad: d.Bad, Chance: d.Who == rulebook.Chance, Mover: d.Who == st.Seat, Color: svg.Seat(int(d.Who))}
		pg.Decisions = append(pg.Decisions, pd)
	}
	pg.Result = result(st, name)
	if st.Over && len(st.Winners) > 0 {
		var ws []string
		for _, p := range st.Winners {
			ws = append(ws, label(p, name(p)))
		}
		pg.Winners = "Winner: " + strings.Join(ws, ", ")
		if len(ws) > 1 {
			pg.Winners = "Winners: " + strings.Join(ws, ", ")
		}
	}
	if f := st.Fail; f != nil {
		pg.Fail = &pageFail{Line: f.Line, Text: f.Text, Rule: st.Rule, Reason: st.Reason}
		if f.Player != rulebook.Nobody {
			pg.Fail.Text = f.Player.String() + ": " + f.Text
		}
	}
	data := pageData{Lines: st.Lines}
	if st.Fail != nil && len(st.Frames) > 0 {
		data.Start = len(st.Frames) - 1 // open where the record breaks
	}
	var b strings.Builder
	for _, f := range st.Frames {
		b.Reset()
		for i, k := range f.Drawing {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(strconv.FormatInt(int64(k), 36))
		}
		toMove := ""
		if f.ToMove.IsSeat() || f.ToMove == rulebook.Chance {
			toMove = f.ToMove.String()
		}
		data.Frames = append(data.Frames, pageFrame{Drawing: b.String(), Scores: f.Scores, ToMove: toMove, Prompt: trimWho(f.Prompt, f.ToMove)})
	}
	js, err := json.Marshal(data) // escapes <, > and &: safe inside a script element
	if err != nil {
		return err
	}
	pg.Data = template.JS(js)
	return pageTemplate.Execute(w, pg)
}

// trimWho drops the party a prompt starts with ("p1: ", "p1, ",
// "Chance: "): the list names the party already.
func trimWho(prompt string, who rulebook.Player) string {
	for _, p := range []string{who.String(), "Chance"} {
		for _, sep := range []string{": ", ", "} {
			if rest, ok := strings.CutPrefix(prompt, p+sep); ok && rest != "" {
				return rest
			}
		}
	}
	return prompt
}

// label reads "p1 (Bob)", or "p1" with no name.
func label(p rulebook.Player, name string) string {
	if name == "" {
		return p.String()
	}
	return p.String() + " (" + name + ")"
}

// result says how the record ends.
func result(st *story, name func(rulebook.Player) string) string {
	switch {
	case st.Fail != nil:
		return "The record does not replay: " + strconv.Itoa(len(st.Decisions)-1) + " decisions are legal, then a line breaks a rule."
	case st.Over:
		var parts []string
		for q, n := range st.Scores {
			parts = append(parts, label(rulebook.Player(q), name(rulebook.Player(q)))+" "+strconv.Itoa(n))
		}
		return "Game over after " + strconv.Itoa(len(st.Decisions)) + " decisions. Final scores: " + strings.Join(parts, ", ") + "."
	}
	return "Every line is legal, but the record ends before the game does (" + strconv.Itoa(len(st.Decisions)) + " decisions)."
}

var pageTemplate = template.Must(template.New("page").Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Title}}</title>
<style>{{.Style}}</style>
</head>
<body data-frame="0">
<header>
<h1>{{.Title}}</h1>
<p class="meta"><span id="viewer">{{.Viewer}}</span>{{if .Options}} · <code>{{.Options}}</code>{{end}} · {{len .Decisions}} decisions</p>
</header>
<main>
<section id="board">
<nav id="controls" aria-label="decisions">
<button id="first" title="first decision (Home)">|◀</button>
<button id="back10" title="10 back (Shift+←, Page Up)">−10</button>
<button id="prev" title="previous decision (←)">◀</button>
<button id="next" title="next decision (→)">▶</button>
<button id="fwd10" title="10 on (Shift+→, Page Down)">+10</button>
<button id="last" title="after the last decision (End)">▶|</button>
<input id="slider" type="range" min="0" max="{{.Frames}}" value="0" aria-label="decision">
<label>decision <input id="jump" type="number" min="1" value="1"> <span id="of"></span></label>
</nav>
<p id="status" aria-live="polite"></p>
<div id="table"></div>
</section>
<aside>
<h2>Scores</h2>
<table id="scores">
{{range $i, $s := .Seats}}<tr><td><span class="dot" style="background:{{$s.Color}}"></span>{{$s.Seat}}</td><td class="name">{{$s.Name}}</td><td class="score" id="score{{$i}}"></td></tr>
{{end}}</table>
<div id="result" class="{{if .Fail}}bad{{else}}ok{{end}}">
<p>{{.Result}}</p>
{{if .Winners}}<p class="winners">{{.Winners}}</p>{{end}}
{{with .Fail}}<p class="fail">{{if .Line}}Line {{.Line}}: {{end}}<code>{{.Text}}</code></p>
<p class="rule">Rule: <b>{{.Rule}}</b></p>
<p class="reason">{{.Reason}}</p>{{end}}
</div>
<h2>Decisions</h2>
<ol id="decisions">
{{range .Decisions}}<li data-i="{{.N}}" class="{{if .Bad}}bad {{end}}{{if .Chance}}chance {{end}}{{if .Mover}}mine{{end}}" title="record line {{.Line}}"><span class="who" style="border-color:{{.Color}}">{{.Who}}{{if .Name}} {{.Name}}{{end}}</span> <span class="prompt">{{.Prompt}}</span> <span class="move">{{if .Hidden}}<i>hidden from this seat</i>{{else}}<code>{{.Move}}</code>{{end}}</span>{{if .Bad}} <b class="broken">does not replay</b>{{end}}</li>
{{end}}</ol>
</aside>
</main>
<script type="application/json" id="data">{{.Data}}</script>
<script>{{.Script}}</script>
</body>
</html>
`))

const pageStyle = `
*{box-sizing:border-box}
body{margin:0;font:14px/1.4 "DejaVu Sans","Liberation Sans",Helvetica,Arial,sans-serif;color:#222;background:#f4f2ee}
header{padding:10px 18px;background:#2b3a4a;color:#fff}
header h1{margin:0;font-size:22px}
header .meta{margin:2px 0 0;color:#d7e0ea}
header code{color:#fff}
main{display:flex;gap:14px;padding:12px 18px;align-items:flex-start}
#board{flex:1 1 auto;min-width:0}
#controls{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin-bottom:6px}
#controls button{font-size:15px;padding:4px 10px;border:1px solid #8898a8;border-radius:6px;background:#fff;cursor:pointer}
#controls button:hover{background:#e8eef4}
#slider{flex:1 1 200px}
#jump{width:5.5em}
#status{margin:4px 0 8px;font-size:15px;min-height:1.4em}
#status .who{font-weight:bold}
#table svg{width:100%;height:auto;display:block;border-radius:8px;box-shadow:0 1px 4px #0003;background:#fff}
aside{flex:0 0 380px;height:calc(100vh - 96px);display:flex;flex-direction:column;position:sticky;top:8px}
aside h2{font-size:15px;margin:10px 0 4px}
#scores{border-collapse:collapse;width:100%;background:#fff;border-radius:6px}
#scores td{padding:4px 8px;border-bottom:1px solid #eee}
#scores .score{text-align:right;font-weight:bold}
#scores tr.to-move{background:#fff6d6}
.dot{display:inline-block;width:11px;height:11px;border-radius:50%;margin-right:6px;vertical-align:-1px}
#result{padding:8px 10px;border-radius:6px;margin-top:8px}
#result.ok{background:#e6f2e6}
#result.bad{background:#fde2e0;border:2px solid #c0392b}
#result p{margin:3px 0}
#result .winners{font-weight:bold}
#result .fail code{font-size:13px;color:#8b1a10}
#decisions{flex:1 1 auto;min-height:120px;overflow:auto;margin:0;padding:0 0 0 3.2em;background:#fff;border-radius:6px;font-size:12.5px}
#decisions li{padding:3px 6px;border-bottom:1px solid #f0f0f0;cursor:pointer}
#decisions li:hover{background:#f3f6fa}
#decisions li.chance{color:#555}
#decisions li.mine .who{background:#eef}
#decisions li.current{background:#ffe9a8}
#decisions li.bad{background:#fde2e0;color:#8b1a10;font-weight:bold}
#decisions li.bad.current{background:#f9b9b2}
#decisions .who{border-left:4px solid;padding-left:4px;font-weight:bold}
#decisions code{background:#f3f1ea;padding:0 3px;border-radius:3px}
#decisions .broken{color:#c0392b}
`

const pageScript = `
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("data").textContent);
  var n = data.frames.length - 1, k = -1;
  var table = document.getElementById("table"), status = document.getElementById("status");
  var slider = document.getElementById("slider"), jump = document.getElementById("jump");
  var items = document.querySelectorAll("#decisions li");
  var rows = document.querySelectorAll("#scores tr");
  document.getElementById("of").textContent = "of " + n;
  jump.max = n + 1;
  function drawing(f) {
    var ids = f.d ? f.d.split(" ") : [], out = new Array(ids.length);
    for (var i = 0; i < ids.length; i++) out[i] = data.lines[parseInt(ids[i], 36)];
    return out.join("\n");
  }
  function show(i) {
    if (n < 0) { status.textContent = "No table to show: the record's header does not fit the rules."; return; }
    i = Math.max(0, Math.min(n, i));
    if (i === k) return;
    if (k >= 0 && items[k]) items[k].classList.remove("current");
    k = i;
    var f = data.frames[k];
    table.innerHTML = drawing(f);
    var text = k < n ? "Decision " + (k + 1) + " of " + n + ": " : (items[n] ? "Decision " + (n + 1) + ", which does not replay: " : "After the last decision: ");
    status.textContent = "";
    status.appendChild(document.createTextNode(text));
    var b = document.createElement("span"); b.className = "who"; b.textContent = f.m ? f.m + " · " : "";
    status.appendChild(b);
    status.appendChild(document.createTextNode(f.p));
    for (var q = 0; q < rows.length; q++) {
      document.getElementById("score" + q).textContent = f.s[q] || "";
      rows[q].classList.toggle("to-move", f.m === "p" + q);
    }
    if (items[k]) { items[k].classList.add("current"); items[k].scrollIntoView({block: "nearest"}); }
    slider.value = k; jump.value = k + 1;
    document.body.dataset.frame = k;
    if (history.replaceState) history.replaceState(null, "", "#" + (k + 1));
  }
  function step(d) { show(k + d); }
  document.getElementById("first").onclick = function () { show(0); };
  document.getElementById("back10").onclick = function () { step(-10); };
  document.getElementById("prev").onclick = function () { step(-1); };
  document.getElementById("next").onclick = function () { step(1); };
  document.getElementById("fwd10").onclick = function () { step(10); };
  document.getElementById("last").onclick = function () { show(n); };
  slider.oninput = function () { show(+slider.value); };
  jump.onchange = function () { show(+jump.value - 1); };
  for (var i = 0; i < items.length; i++) items[i].onclick = (function (j) { return function () { show(j); }; })(i);
  document.addEventListener("keydown", function (e) {
    if (e.target === jump) return;
    var d = {ArrowLeft: -1, ArrowRight: 1, PageUp: -10, PageDown: 10}[e.key];
    if (d !== undefined) { step(e.shiftKey ? d * 10 : d); e.preventDefault(); }
    else if (e.key === "Home") { show(0); e.preventDefault(); }
    else if (e.key === "End") { show(n); e.preventDefault(); }
  });
  var h = parseInt(location.hash.slice(1), 10);
  show(isNaN(h) ? data.start : h - 1);
  document.body.dataset.readyMs = Math.round(performance.now());
})();
`
