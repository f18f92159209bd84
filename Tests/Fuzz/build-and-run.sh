#!/usr/bin/env bash
# Builds the libFuzzer targets of vcnav with swiftc (not SwiftPM) and runs each
# for a number of executions, one after the other, with the seed corpora.
#
#   Tests/Fuzz/build-and-run.sh [RUNS] [TARGET...]
#
# RUNS defaults to 1000000 executions per target; TARGET is any of
# storyboard, replay, wire, stream, port (default: all five). Run it from the package root.
#
# Environment:
#   FUZZ_OUT    where binaries, corpora and crash artifacts go (default: .build/fuzz)
#   FUZZ_BUILD  set to 0 to reuse the binaries already in FUZZ_OUT
#   FUZZ_ARGS   extra libFuzzer flags for every target (e.g. "-jobs=2" or "-seed=1")
#   SWIFTC      the compiler (default: swiftc)
#
# Exits 1 if a build fails or a fuzzer finds a crash, a timeout (hang), a leak or
# an out-of-memory; the input is left in $FUZZ_OUT/artifacts/. Reproduce one with
#   $FUZZ_OUT/bin/<target> $FUZZ_OUT/artifacts/<target>/crash-...
set -uo pipefail

cd "$(dirname "$0")/../.." || exit 2
[[ -f Package.swift && -d Sources/SimUIKit/Storyboard ]] || { echo "error: not the vcnav package root" >&2; exit 2; }

RUNS="${1:-1000000}"
shift || true
TARGETS=("$@")
[[ ${#TARGETS[@]} -gt 0 ]] || TARGETS=(storyboard replay wire stream port)
OUT="${FUZZ_OUT:-.build/fuzz}"
SWIFTC="${SWIFTC:-swiftc}"
FUZZ_DIR=Tests/Fuzz
mkdir -p "$OUT/bin" "$OUT/seeds" "$OUT/corpus" "$OUT/artifacts" "$OUT/logs"
# Swift's runtime backtracer and ASan's crash handling get in each other's way; a Swift
# trap still prints its "Fatal error: ..." line.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"

# -package-name: some of the compiled sources use the `package` access level.
SWIFT_FLAGS=(-O -g -sanitize=fuzzer,address -parse-as-library -package-name vcnav -suppress-warnings)

build() {
    local target="$1"
    local module sources=() extra=()
    case "$target" in
    storyboard)
        module=SimUIKit
        # StoryboardStubs.swift: the three engine classes the loader names (see the file).
        sources=(Sources/SimUIKit/Storyboard/*.swift "$FUZZ_DIR/StoryboardStubs.swift" "$FUZZ_DIR/StoryboardFuzz.swift")
        # The loader drives libxml2 through the CLibXML2 module (Sources/CLibXML2).
        extra=(-I Sources/CLibXML2 $(pkg-config --cflags libxml-2.0 | sed 's/-I/-Xcc -I/g') -lxml2)
        ;;
    replay)
        # The replay language and the one SimUIKit type it names (what a tap looks for); named
        # SimUIKit so that the files' `import SimUIKit` refers to this module itself.
        module=SimUIKit
        sources=(Sources/Navigator/Replay/*.swift Sources/SimUIKit/Interface/ElementQuery.swift "$FUZZ_DIR/ReplayFuzz.swift")
        ;;
    wire)
        # One module holding the wire code and the few SimUIKit types it uses; the
        # `import SimUIKit` lines of the Protocol files then refer to this module
        # itself and are ignored. See WireStubs.swift.
        module=SimUIKit
        sources=(Sources/Navigator/Protocol/*.swift Sources/Navigator/Replay/*.swift
            Sources/SimUIKit/Trace/TraceEvent.swift Sources/SimUIKit/Interface/Screen.swift Sources/SimUIKit/Interface/ScreenTap.swift
            Sources/SimUIKit/Interface/ElementQuery.swift Sources/Navigator/Map/FlowMap.swift "$FUZZ_DIR/WireStubs.swift" "$FUZZ_DIR/WireFuzz.swift")
        ;;
    stream)
        # The wire module (above) plus what the host reads the app's output with.
        module=SimUIKit
        sources=(Sources/Navigator/Protocol/*.swift Sources/Navigator/Replay/*.swift
            Sources/SimUIKit/Trace/TraceEvent.swift Sources/SimUIKit/Interface/Screen.swift Sources/SimUIKit/Interface/ScreenTap.swift
            Sources/Navigator/Session/LineReader.swift Sources/Navigator/Session/ActionCollector.swift
            Sources/Navigator/Session/ConsoleOutput.swift
            Sources/SimUIKit/Interface/ElementQuery.swift Sources/Navigator/Map/FlowMap.swift "$FUZZ_DIR/WireStubs.swift" "$FUZZ_DIR/StreamFuzz.swift")
        ;;
    port)
        # The whole Porting module (it imports nothing, not even Foundation).
        module=Porting
        sources=($(find Sources/Porting -name '*.swift' | sort) "$FUZZ_DIR/PortFuzz.swift")
        ;;
    *)
        echo "error: unknown target '$target' (storyboard, replay, wire, stream, port)" >&2
        return 2
        ;;
    esac
    echo "== building $target"
    local tmp
    tmp="$(mktemp -d)"
    # -module-cache-path and the working directory: keep build products out of the tree.
    # The gold linker warns once per ASan helper symbol ("Cannot export local symbol"): noise.
    # The leaves the sources import first, each as a module of its own: Diagnostics (every
    # layer's `file:line:column: message`) and AtomicFiles (the one atomic writer; the port's).
    : >"$OUT/logs/build-$target.log"
    local leaf objects=()
    for leaf in Diagnostics AtomicFiles; do
        "$SWIFTC" "${SWIFT_FLAGS[@]}" -module-name "$leaf" -module-cache-path "$tmp/cache" \
            -emit-module -emit-module-path "$tmp/$leaf.swiftmodule" -c "Sources/$leaf"/*.swift \
            -wmo -o "$tmp/$leaf.o" >>"$OUT/logs/build-$target.log" 2>&1 || break
        objects+=("$tmp/$leaf.o")
    done
    [[ ${#objects[@]} -eq 2 ]] &&
        "$SWIFTC" "${SWIFT_FLAGS[@]}" -module-name "$module" -module-cache-path "$tmp/cache" -I "$tmp" \
            "${extra[@]}" "${sources[@]}" "${objects[@]}" -o "$OUT/bin/$target" >>"$OUT/logs/build-$target.log" 2>&1
    local status=$?
    grep -v "Cannot export local symbol" "$OUT/logs/build-$target.log" >&2
    rm -rf "$tmp"
    return $status
}

seed() {
    local target="$1" dir="$OUT/seeds/$1"
    rm -rf "$dir"
    mkdir -p "$dir"
    case "$target" in
    storyboard)
        cp Scenes/Storyboards/*.storyboard "$dir"/
        cp Tests/SimUIKitTests/Fixtures/*.storyboard "$dir"/
        # Regression inputs from earlier findings, if any.
        if compgen -G "Tests/SimUIKitTests/Fixtures/Fuzz/*.storyboard" >/dev/null; then
            cp Tests/SimUIKitTests/Fixtures/Fuzz/*.storyboard "$dir"/
        fi
        ;;
    replay)
        cp Scenes/Replays/*.vcreplay "$dir"/
        if compgen -G "Tests/NavigatorTests/FuzzRegressions/*" >/dev/null; then
            cp Tests/NavigatorTests/FuzzRegressions/* "$dir"/
        fi
        ;;
    wire)
        # One line of each kind, as the app and the host write them.
        printf 'Einstantiate\tDogsViewController#1 = init(coder:)\x1f  via storyboard' >"$dir/event"
        printf 'Enote\tline one\\nwith \\\\ a break\x1f\\tand a tab\x1f\\u' >"$dir/event-escapes"
        printf 'Ewarning\t' >"$dir/event-empty"
        printf 'K12' >"$dir/plain"
        printf 'K7\tDogsViewController#1\tCatsViewController#2' >"$dir/plain-leaks"
        printf 'D{"requestID":3,"error":"no element \\"Dogs\\" on screen","leaks":[]}' >"$dir/done"
        printf 'P{"requestID":4,"pause":{"call":"A#1.viewDidLoad()","explanation":"The view and its outlets exist now."},"leaks":["A#1"],"hierarchy":[{"depth":0,"ref":{"serial":1,"className":"UINavigationController","number":1},"className":"UINavigationController","state":"appeared","role":"root","instantiation":"coder","properties":[{"name":"dog","value":"nil","isNil":true,"isOutlet":false,"typeName":"Optional<String>","history":[]}]},{"depth":1,"ref":{"serial":2,"className":"DogsViewController","number":1},"className":"Scenes.DogsViewController","state":"appeared","role":"stack[0], top","instantiation":"coder","properties":[]}],"screen":{"presentation":"window","hasNavigationBar":true,"elements":[{"kind":"button","text":"Dogs","isEnabled":true,"isSelected":false,"level":0,"frame":[0,0,10,10]}]}}' >"$dir/paused"
        printf '1\t0\tlaunch' >"$dir/request-launch"
        printf '2\t1\ttap "Dogs"' >"$dir/request-tap"
        printf '3\t0\ttype "R\\te\\\\x\\n"' >"$dir/request-type"
        printf '4\t0\tstep on' >"$dir/request-step"
        printf '5\t1\tsegue "showCat"' >"$dir/request-segue"
        printf '6\t1\t' >"$dir/request-state"
        printf '7\t0\ttap row 2 in section 1' >"$dir/request-row"
        printf '8\t0\ttap "OK" index 1' >"$dir/request-index"
        ;;
    stream)
        # What an app writes: events, replies, a chatty burst, a line longer than the bound, no final newline.
        printf 'Einstantiate\tDogsViewController#1 = init(coder:)\nK1\nEnote\ta\nEnote\tb\nD{"requestID":2,"leaks":[]}\n' >"$dir/action"
        for _ in $(seq 40); do printf 'Ecallback\tUIViewController#1.loadView()\n'; done >"$dir/chatty"
        { printf 'Enote\t'; head -c 600 /dev/zero | tr '\0' x; printf '\nK3\nEnote\tcut off'; } >"$dir/long-line"
        ;;
    port)
        # UIKit apps written for the port's tests, and SimUIKit apps (a port must leave them as they
        # are); one seed per app with its files joined by NULs (the fuzzer's file separator), so
        # that a class and its extension in another file meet.
        local n=0 app
        for file in Tests/vcnavTests/Fixtures/PortApp/App/*.swift Tests/vcnavTests/Fixtures/StaleTable/Sources/*.swift \
            Scenes/*.swift Scenes/*/*.swift; do
            [[ -f $file ]] || continue
            n=$((n + 1))
            cp "$file" "$dir/file-$n.swift"
        done
        for app in Tests/vcnavTests/Fixtures/PortApp/App; do
            local first=1
            for file in "$app"/*.swift; do
                [[ $first == 1 ]] || printf '\0'
                first=0
                cat "$file"
            done >"$dir/app-$(basename "$(dirname "$app")").swift"
        done
        if compgen -G "Tests/PortingTests/FuzzRegressions/*" >/dev/null; then
            cp Tests/PortingTests/FuzzRegressions/* "$dir"/
        fi
        ;;
    esac
}

run() {
    local target="$1" max_len dict=()
    case "$target" in
    storyboard) max_len=65536; dict=(-dict="$FUZZ_DIR/storyboard.dict") ;;
    replay) max_len=4096; dict=(-dict="$FUZZ_DIR/replay.dict") ;;
    wire | stream) max_len=16384 ;;
    port) max_len=8192; dict=(-dict="$FUZZ_DIR/port.dict") ;;
    esac
    mkdir -p "$OUT/corpus/$target" "$OUT/artifacts/$target"
    local log="$OUT/logs/$target.log" status
    echo "== fuzzing $target: $RUNS executions (log: $log)"
    # The first directory is the working corpus (new inputs are added there); the
    # seeds are only read. Any ASan report is fatal, and so is a leak.
    # shellcheck disable=SC2086
        "$OUT/bin/$target" -runs="$RUNS" -max_len="$max_len" -timeout=10 -rss_limit_mb=4096 -detect_leaks=1 \
        -print_final_stats=1 -artifact_prefix="$OUT/artifacts/$target/" "${dict[@]}" ${FUZZ_ARGS:-} \
        "$OUT/corpus/$target" "$OUT/seeds/$target" >"$log" 2>&1
    status=$?
    grep -E '^(stat::|#[0-9]+ +DONE|==[0-9]+==ERROR|SUMMARY|.*Test unit written)' "$log" | tail -n 20
    if [[ $status -ne 0 ]]; then
        echo "!! $target: libFuzzer exited with $status; see $log and $OUT/artifacts/$target/" >&2
        tail -n 40 "$log" >&2
        return $status
    fi
    # Leak pass: every input of the corpus and the seeds once more, with LeakSanitizer
    # (libFuzzer checks for leaks only on the inputs where mallocs outnumber frees).
    echo "== leak check of the $target corpus"
        "$OUT/bin/$target" -runs=0 -max_len="$max_len" -timeout=10 -rss_limit_mb=4096 -detect_leaks=1 \
        -artifact_prefix="$OUT/artifacts/$target/" "$OUT/corpus/$target" "$OUT/seeds/$target" >"$log.leaks" 2>&1
    status=$?
    if [[ $status -ne 0 ]]; then
        echo "!! $target: the leak check failed with $status; see $log.leaks and $OUT/artifacts/$target/" >&2
        tail -n 40 "$log.leaks" >&2
        return $status
    fi
    echo "ok $target: $RUNS executions, corpus $(find "$OUT/corpus/$target" -type f | wc -l) files, no leak"
}

failed=()
for target in "${TARGETS[@]}"; do
    if [[ "${FUZZ_BUILD:-1}" != 0 ]]; then
        build "$target" || { failed+=("$target (build)"); continue; }
    fi
    seed "$target"
    run "$target" || failed+=("$target")
done

if [[ ${#failed[@]} -gt 0 ]]; then
    echo "FAILED: ${failed[*]}" >&2
    exit 1
fi
echo "all fuzzers ran $RUNS executions without a finding"
