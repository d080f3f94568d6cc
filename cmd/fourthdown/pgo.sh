#!/usr/bin/env bash
# pgo.sh writes default.pgo: the CPU profile that `go build` uses to
# optimise the fourthdown binary (profile-guided optimisation: the hot
# calls of the simulators', the solver's and replay's folds inlined).
# Run it from anywhere after changing those hot paths; it takes a minute
# or two. A stale profile still builds; it just helps less.
set -euo pipefail
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go test ./games/fourthdown/fdsim -run '^$' -bench 'Game$' -benchtime 4s -cpuprofile "$tmp/sim.prof" >/dev/null
# Two solves: with one, the solver's hot calls can fall under the build's
# threshold for a hot call when the simulator's share grows.
go test ./games/fourthdown/solve -run '^$' -bench 'Solve$' -benchtime 2x -cpuprofile "$tmp/solve.prof" >/dev/null
go test ./tracker -run '^$' -bench 'ParseReplay' -benchtime 2s -cpuprofile "$tmp/tracker.prof" >/dev/null
go test ./league -run '^$' -bench 'Fold10000' -benchtime 1x -cpuprofile "$tmp/league.prof" >/dev/null
# 1st & Roll's simulation, through the generic loop: its hot calls through
# the contract (Turn, Legal, ApplyCode, the coach's ChooseCode) inlined.
go test ./sim -run '^$' -bench 'SimulateFirstAndRoll$' -benchtime 0.5s -cpuprofile "$tmp/roll.prof" >/dev/null
go tool pprof -proto "$tmp/sim.prof" "$tmp/solve.prof" "$tmp/tracker.prof" "$tmp/league.prof" "$tmp/roll.prof" >cmd/fourthdown/default.pgo
echo "wrote cmd/fourthdown/default.pgo ($(wc -c <cmd/fourthdown/default.pgo) bytes)"
