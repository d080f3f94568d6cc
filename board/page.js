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
    if (!view) { document.title = "fourthdown board"; return; }
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
