#!/bin/bash
# Finds the functions the runtime (`widgets run`), the desktop surface (`widgets-desktop`) and a
# declarative bundle's worker (`widgets-worker`) run once started, and adds them to
# Linking/hot-code.order, the functions their release builds lay out together (Package.swift's
# `hotCodeFirst`).
#
# Each round builds the programs in release, runs them on a virtual X server with the SystemLoad
# example refreshing every 5 s, and records every first touch of a page of their code (perf's
# page-fault event) over the minute in which they give back their start-up memory a second time
# (30 s after their first entry, STARTUP_MEMORY_SETTLING_SECONDS) and their refreshes map again
# what they run. The kernel maps a program's code 64 KB at a time, so each touch outside the
# functions laid out together is a function a refresh runs that is not listed yet; the next round
# finds those that lay in the same 64 KB as the ones just listed. Names no longer in any of the
# programs are dropped at the end.
#
# Needs perf (apt-get install linux-perf) and Xvfb (xvfb), as root or with perf_event_paranoid <= 1.
# Usage: Linking/record-hot-code.sh [ROUNDS]   (3 by default; a round takes about two minutes)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
order=$root/Linking/hot-code.order
rounds=${1:-3}
build=$root/.build/release
work=$(mktemp -d /tmp/record-hot-code.XXXXXX)
display=":$((RANDOM % 50000 + 1000))"
pids=()

stop() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    pids=()
}
trap 'stop; rm -rf "$work" "/tmp/.X${display#:}-lock" "/tmp/.X11-unix/X${display#:}"' EXIT

for command in perf Xvfb swift; do
    command -v "$command" >/dev/null || { echo "record-hot-code: $command is needed (see the top of $0)" >&2; exit 1; }
done

for round in $(seq "$rounds"); do
    # The order file is not an input SwiftPM tracks: the programs are linked again by hand.
    rm -f "$build/widgets" "$build/widgets-desktop" "$build/widgets-worker"
    for product in widgets widgets-desktop widgets-worker widgets-init; do
        (cd "$root" && swift build -c release --product "$product") >/dev/null
    done

    home=$work/home
    rm -rf "$home" "$work/plugins"
    mkdir -p "$home/state" "$work/plugins"
    cp -r "$root/Plugins/SystemLoad" "$work/plugins/"
    printf '{"plugins": ["%s"], "instances": [{"kind": "SystemLoad", "family": "small"}], "refresh": {"minimumInterval": 5}}\n' \
        "$work/plugins" > "$home/runtime.json"

    Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
    pids+=($!)
    "$build/widgets" run --log json --home "$home" >/dev/null 2>&1 &
    runtime=$!
    pids+=("$runtime")
    for _ in $(seq 200); do [ -S "$home/state/control.sock" ] && break; sleep 0.05; done
    env -u WAYLAND_DISPLAY -u DBUS_SESSION_BUS_ADDRESS DISPLAY="$display" \
        "$build/widgets-desktop" --home "$home" --report-draws > "$work/draws" 2>/dev/null &
    surface=$!
    pids+=("$surface")
    for _ in $(seq 600); do grep -q '^drew ' "$work/draws" 2>/dev/null && break; sleep 0.05; done
    grep -q '^drew ' "$work/draws" || { echo "record-hot-code: the surface painted nothing" >&2; exit 1; }
    # From before they give back their start-up memory a second time (30 s after their first entry)
    # until a minute after: what a refresh runs is mapped again then, a page at a time.
    sleep 25

    # The worker is the child of its namespace's init, the runtime's child.
    worker=$(pgrep -P "$(pgrep -P "$runtime" | head -1)" | head -1)
    perf record -q -e page-faults -c 1 -p "$runtime,$surface,$worker" -o "$work/faults.data" -- sleep 60 >/dev/null 2>&1
    perf script -i "$work/faults.data" -F ip,sym,dso 2>/dev/null |
        { grep -E '/release/widgets(-desktop|-worker)? ?\)' || true; } | awk '$2 !~ /@plt$/ { print ".text." $2 }' | sort -u > "$work/touched"
    before=$(wc -l < "$order")
    cat "$order" "$work/touched" | awk '!seen[$0]++' > "$work/order"
    cp "$work/order" "$order"
    echo "round $round: $(wc -l < "$work/touched") functions first touched a page of code, $((
        $(wc -l < "$order") - before)) new"
    stop
done

# Names no program defines any more (renamed or deleted functions) go.
nm --defined-only "$build/widgets" "$build/widgets-desktop" "$build/widgets-worker" 2>/dev/null | awk 'NF == 3 { print ".text." $3 }' | sort -u > "$work/defined"
awk 'NR == FNR { defined[$0] = 1; next } defined[$0]' "$work/defined" "$order" > "$work/order"
cp "$work/order" "$order"
echo "$(wc -l < "$order") functions in $order"
