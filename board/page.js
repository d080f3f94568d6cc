(function () {
  "use strict";
  function $(id) { return document.getElementById(id); }
  function set(id, s) { var e = $(id); s = s == null ? "" : String(s); if (e.textContent !== s) { e.textContent = s; } }
  function flash(id) { var e = $(id); e.classList.remove("flash"); void e.offsetWidth; e.classList.add("flash"); }
  function el(tag, cls, text) { var e = document.createElement(tag); if (cls) { e.className = cls; } if (text != null) { e.textContent = text; } return e; }

  // The yard lines and numbers, once: the field is 100 yards between the goal lines.
  var turf = $("turf");
  for (var y = 10; y < 100; y += 10) {
    var l = el("div", "yl"); l.style.left = y + "%"; turf.appendChild(l);
    var n = el("div", "yn", String(y <= 50 ? y : 100 - y)); n.style.left = y + "%"; turf.appendChild(n);
  }

  // The win chance chart: the home team's chance after every entry, from
  // 100% (the home team wins, at the top) to 0% (the away team wins), 50%
  // and halftime marked; the side of 50% a team leads on in its colour, each score a
  // dot of the scoring team's colour. Drawn to the box's size in pixels,
  // so its words keep their shape.
  var chartSeq = 0;
  var SVG = (function () { var d = el("div"); d.innerHTML = "<svg></svg>"; return d.firstChild.namespaceURI; })();
  function svg(tag, attrs, text) {
    var e = document.createElementNS(SVG, tag);
    for (var k in attrs) { e.setAttribute(k, attrs[k]); }
    if (text != null) { e.textContent = text; }
    return e;
  }
  function drawChart(view) {
    var box = $("wp"), pts = (view && view.win_chance) || [];
    box.classList.toggle("on", pts.length > 0);
    box.textContent = "";
    if (!pts.length) { return; }
    var W = box.clientWidth || 800, H = box.clientHeight || 160;
    var css = getComputedStyle(document.documentElement);
    var home = css.getPropertyValue("--home").trim() || "#2f7de1", away = css.getPropertyValue("--away").trim() || "#e0453a";
    var fs = Math.max(10, Math.round(Math.min(H * 0.13, W * 0.032))), padY = Math.round(fs * 0.8);
    var longest = Math.max(view.teams.home.mark.length, view.teams.away.mark.length) + 5; // "BOM 100%"
    var padL = Math.round(fs * (0.8 * longest + 1)), padR = Math.round(fs * (0.8 * longest + 1));
    var last = pts[pts.length - 1].entry || 1;
    function x(e) { return padL + (W - padL - padR) * e / Math.max(last, 1); }
    function y(p) { return padY + (H - 2 * padY) * (1 - p); }
    var s = svg("svg", { viewBox: "0 0 " + W + " " + H, width: W, height: H });
    var id = "wp" + (++chartSeq);
    var defs = svg("defs", {});
    defs.appendChild(svg("clipPath", { id: id + "h" })).appendChild(svg("rect", { x: 0, y: 0, width: W, height: y(0.5) }));
    defs.appendChild(svg("clipPath", { id: id + "a" })).appendChild(svg("rect", { x: 0, y: y(0.5), width: W, height: H - y(0.5) }));
    s.appendChild(defs);
    var line = "", area = "M" + x(pts[0].entry) + "," + y(0.5);
    for (var i = 0; i < pts.length; i++) {
      var px = x(pts[i].entry).toFixed(1), py = y(pts[i].home).toFixed(1);
      line += (i ? "L" : "M") + px + "," + py;
      area += "L" + px + "," + py;
    }
    area += "L" + x(pts[pts.length - 1].entry) + "," + y(0.5) + "Z";
    s.appendChild(svg("path", { d: area, fill: home, "fill-opacity": "0.35", "clip-path": "url(#" + id + "h)" }));
    s.appendChild(svg("path", { d: area, fill: away, "fill-opacity": "0.35", "clip-path": "url(#" + id + "a)" }));
    var grid = [[1, "100%"], [0.5, "50%"], [0, "100%"]];
    for (var g = 0; g < grid.length; g++) {
      var gy = y(grid[g][0]);
      s.appendChild(svg("line", { x1: padL, x2: W - padR, y1: gy, y2: gy, stroke: "#9aa4af", "stroke-opacity": g === 1 ? "0.9" : "0.35",
        "stroke-width": g === 1 ? 2 : 1, "stroke-dasharray": g === 1 ? "8 6" : "" }));
    }
    // Halftime (and overtime) marked where it fell, between two entries.
    var breaks = view.breaks || [];
    for (var b = 0; b < breaks.length; b++) {
      if (breaks[b].entry > last) { continue; }
      var bx = x(breaks[b].entry);
      s.appendChild(svg("line", { x1: bx, x2: bx, y1: padY * 0.4, y2: H - padY * 0.4, stroke: "#9aa4af", "stroke-opacity": "0.7",
        "stroke-width": 1.5, "stroke-dasharray": "3 4", "class": "break" }));
      s.appendChild(svg("text", { x: bx + fs * 0.3, y: padY * 0.4 + fs * 0.75, "font-size": Math.round(fs * 0.8), fill: "#9aa4af" }, breaks[b].label));
    }
    var marks = [[y(1), view.teams.home.mark + " 100%", home], [y(0.5), "50%", ""], [y(0), view.teams.away.mark + " 100%", away]];
    for (var k = 0; k < marks.length; k++) {
      s.appendChild(svg("text", { x: padL - fs * 0.4, y: marks[k][0] + fs * 0.35, "text-anchor": "end", "font-size": fs, fill: marks[k][2] || "#9aa4af" }, marks[k][1]));
    }
    s.appendChild(svg("path", { d: line, fill: "none", stroke: "#f0f3f6", "stroke-width": Math.max(2, H * 0.018), "stroke-linejoin": "round" }));
    for (var j = 0; j < pts.length; j++) {
      if (!pts[j].scored) { continue; }
      s.appendChild(svg("circle", { cx: x(pts[j].entry), cy: y(pts[j].home), r: Math.max(4, fs * 0.42), fill: pts[j].scored === "home" ? home : away,
        stroke: "#f0f3f6", "stroke-width": 2 }));
    }
    var now = pts[pts.length - 1].home, lead = now >= 0.5 ? "home" : "away";
    var label = view.final ? "" : view.teams[lead].mark + " " + (view.estimated ? "≈" : "") + Math.round(100 * (lead === "home" ? now : 1 - now)) + "%";
    if (label) {
      s.appendChild(svg("text", { x: x(last) + fs * 0.4, y: y(now) + fs * 0.35, "font-size": fs, fill: lead === "home" ? home : away }, label));
    }
    box.appendChild(s);
  }
  // fit drops a list's last items (the oldest) while they reach past its
  // panel's bottom, so that no line is shown cut; the first stays.
  function fit(id) {
    var list = $(id), panel = list.parentNode;
    var bottom = panel.getBoundingClientRect().bottom - parseFloat(getComputedStyle(panel).paddingBottom);
    while (list.children.length > 1 && list.lastChild.getBoundingClientRect().bottom > bottom + 0.5) {
      list.removeChild(list.lastChild);
    }
  }
  var lastView = null, lastState = null;
  window.addEventListener("resize", function () { if (lastView) { render(lastState, lastView); } });

  var shown = { home: null, away: null };
  function render(state, view) {
    document.body.classList.toggle("nogame", !view);
    var err = state && state.error;
    var box = $("error");
    box.classList.toggle("on", !!err);
    if (err) {
      var where = err.line ? "line " + err.line + (err.token ? ", token " + err.token + (err.text ? " (" + err.text + ")" : "") : "") + ": " : "";
      set("error", (err.file ? err.file + ": " : "") + where + err.reason + (view ? " — showing the last good state." : ""));
    }
    if (!view) { document.title = "fourthdown board"; drawChart(null); return; }
    var sides = ["home", "away"];
    for (var i = 0; i < 2; i++) {
      var s = sides[i], t = view.teams[s];
      set(s + "-name", t.name);
      set(s + "-mark", t.mark);
      var pts = state.score ? state.score[s] : 0;
      if (shown[s] !== null && shown[s] !== pts) { flash(s + "-pts"); }
      shown[s] = pts;
      set(s + "-pts", pts);
      $(s).classList.toggle("has", !view.final && view.possession === s);
      set("ez-" + s, t.mark);
    }
    // The game named once: its variant alone when that names the game.
    var name = !view.variant ? view.title : view.variant.indexOf(view.title) >= 0 ? view.variant : view.title + " · " + view.variant;
    set("title", name + " · " + view.file);
    var live = $("live");
    live.classList.toggle("final", view.final);
    set("live", view.final ? "final" : "live");
    set("period", view.period);
    set("clock", view.clock);
    set("where", view.where);
    set("next", view.next ? "next: " + view.next : "");
    set("chance", view.chance);
    lastView = view;
    lastState = state;
    drawChart(view);
    // The ball on the line of scrimmage, pointing the way its team goes
    // (the home team goes left to right, from its own goal line).
    var m = $("marker"), los = $("los"), on = view.has_ball && !view.final;
    var at = Math.max(0, Math.min(100, view.ball)) + "%";
    m.classList.toggle("on", on);
    los.classList.toggle("on", on);
    m.style.left = at;
    los.style.left = at;
    m.classList.toggle("away", view.possession === "away");
    set("marker", view.possession === "home" ? "\u25B6" : "\u25C0");

    var rec = $("recent");
    rec.textContent = "";
    var lines = view.recent || [];
    for (var r = lines.length - 1; r >= 0; r--) {
      rec.appendChild(el("li", lines[r].Strong ? "strong" : "", lines[r].Text));
    }
    if (!lines.length) { rec.appendChild(el("li", "empty", "No plays yet.")); }
    set("last", lines.length ? lines[lines.length - 1].Text : "");

    var sc = $("scoring");
    sc.textContent = "";
    var rows = view.scoring || [];
    for (var k = rows.length - 1; k >= 0; k--) {
      var row = rows[k], li = el("li");
      li.appendChild(el("span", "when", row.period + " " + row.clock));
      li.appendChild(el("span", "who " + row.team, row.mark));
      li.appendChild(el("span", "how", row.how));
      li.appendChild(el("span", "after", row.home + "–" + row.away));
      sc.appendChild(li);
    }
    if (!rows.length) { sc.appendChild(el("li", "empty", "No score yet.")); }
    fit("recent");
    fit("scoring");
    document.title = view.teams.home.mark + " " + shown.home + " – " + view.teams.away.mark + " " + shown.away + " · fourthdown board";
  }

  var init = JSON.parse($("init").textContent);
  var state = init.state;
  render(init.state, init.view);

  if (window.EventSource) {
    var es = new EventSource("events");
    es.onmessage = function (e) { state = JSON.parse(e.data); };
    es.addEventListener("view", function (e) { render(state, JSON.parse(e.data)); });
    es.onopen = function () { $("live").classList.remove("off"); };
    es.onerror = function () { $("live").classList.add("off"); set("live", "reconnecting"); };
  }
})();
