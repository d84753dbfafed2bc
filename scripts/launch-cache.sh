# Sourced by ./loomlir after scripts/jdk.sh: the JVM's start-up cache of loomlir's jar and the
# run cache of compiled programs (docs/architecture.md, "Start-up"; the figures are in
# docs/performance-notes.md). Shell builtins only on the common path, but for sha256sum when
# `loomlir run` looks a program up.
# shellcheck shell=bash

# Sets jar_id to 16 hex digits of the jar's SHA-256, kept in a stamp beside it and computed again
# only when the jar is newer. Every cache is named by it: a JDK 25 AOT cache does not notice a
# changed jar behind it and would give the old classes.
read_jar_id() {
  local stamp="$jar.sha256" line=""
  if [ "$stamp" -nt "$jar" ] && { read -r line <"$stamp"; } 2>/dev/null && [ ${#line} = 16 ]; then
    jar_id="$line"
    return 0
  fi
  line="$(sha256sum "$jar")" || return 1
  jar_id="${line:0:16}"
  { printf '%s\n' "$jar_id" >"$stamp.$$" && mv -f "$stamp.$$" "$stamp"; } 2>/dev/null || rm -f "$stamp.$$" 2>/dev/null || true
}

# The user's cache folder: LOOMLIR_CACHE, else ${XDG_CACHE_HOME:-~/.cache}/loomlir.
cache_root_dir() {
  cache_root="${LOOMLIR_CACHE:-${XDG_CACHE_HOME:-${HOME:-/nonexistent}/.cache}/loomlir}"
}

# Which start-up cache this JDK gets: an AOT cache on JDK 25+ (JEP 483, with JEP 515's method
# profiles; the [aot] log tag it is silenced with is new in 25), a class-data-sharing archive on
# JDK 21-24. LOOMLIR_CDS=0 turns it off, LOOMLIR_CDS=cds forces the archive; JVM options of the
# user's own about sharing (in LOOMLIR_JAVA_OPTS) win too.
startup_cache_kind() {
  startup_kind=""
  case "${LOOMLIR_CDS:-1}" in 0|off|false) return 1;; esac
  case " ${LOOMLIR_JAVA_OPTS:-} " in *" -Xshare"*|*"SharedArchiveFile"*|*"-XX:AOT"*|*"ArchiveClassesAtExit"*) return 1;; esac
  if [ "${LOOMLIR_CDS:-1}" != cds ] && [ "$jdk_version" -ge 25 ]; then startup_kind=aot; else startup_kind=jsa; fi
}

# Which workload's cache a command line starts with: --version gets one of its own ("info"), `opt`
# and help the compiler's front half ("opt"), run, compile and the rest the whole compiler
# ("full"). A JVM maps and links every class of its cache at start, needed or not, so a cache
# holding only what a workload runs starts it faster (docs/performance-notes.md, "Start-up caches
# per workload").
startup_workload() {
  case "${1-}" in
    -V|--version|-version) workload=info;;
    ""|opt|-h|--help|-help|help) workload=opt;;
    *) workload=full;;
  esac
}

# Sets startup to the JVM options that use the start-up cache of workload $1 (info, opt or full),
# making the cache first if this jar and JDK have none (a training run of that workload,
# dev.loomlir.cli.StartupTraining, under a lock; written to a temporary file, checked and renamed
# into place). A failed training leaves a marker, so that later runs do without until the jar or
# the JDK changes. The JVM's messages about the cache are off: dev.loomlir.launch.StartupCacheCheck
# reports (in one line) and removes a cache it could not use.
startup_cache_options() {
  startup=()
  startup_cache_kind || return 0
  local workload="${1:-full}" dir="$root/cli/target" file
  if [ ! -w "$dir" ]; then
    cache_root_dir
    dir="$cache_root/startup"
    mkdir -p "$dir" 2>/dev/null && [ -w "$dir" ] || return 0
  fi
  file="$dir/loomlir-$jar_id-$workload-${jdk//[^A-Za-z0-9._-]/_}-$jdk_release.$startup_kind"
  [ -f "$file" ] || [ -e "$file.failed" ] || train_startup_cache "$file" "$dir/.startup-cache.lock" "$workload"
  [ -f "$file" ] || return 0
  cache_file_options "$file"
}

# Sets startup to the options that start a JVM with the cache file $1 of kind $startup_kind.
cache_file_options() {
  if [ "$startup_kind" = aot ]; then
    startup=(-XX:AOTCache="$1" -Xlog:aot*=off -Xlog:cds*=off "-Dloomlir.startupCache=$1")
  else
    startup=(-XX:SharedArchiveFile="$1" -Xlog:cds*=off "-Dloomlir.startupCache=$1")
  fi
}

# Sets aot_create to the JDK 25 command that makes the AOT cache $2 from the recording $1 for the
# class path $3, with the JVM options that follow ($4...) after loomlir's own.
aot_create_command() {
  aot_create=("$jdk/bin/java" "${loomlir_jvm_options[@]}" "${@:4}" -XX:AOTMode=create -XX:AOTConfiguration="$1"
    -XX:AOTCache="$2" -Xlog:aot*=off -Xlog:cds*=off -cp "$3")
}

train_startup_cache() {
  local file="$1" tmp="$1.tmp.$$" java="$jdk/bin/java" made=0 workload="$3"
  { exec 8>"$2"; } 2>/dev/null || return 0
  flock 8 2>/dev/null || true
  if [ ! -f "$file" ] && [ ! -e "$file.failed" ]; then
    if [ "$startup_kind" = aot ]; then
      "$java" "${loomlir_jvm_options[@]}" -XX:AOTMode=record -XX:AOTConfiguration="$tmp.conf" -Xlog:aot*=off \
          -Xlog:cds*=off -cp "$jar" dev.loomlir.cli.StartupTraining "$root" "$workload" >/dev/null 2>&1 </dev/null \
        && aot_create_command "$tmp.conf" "$tmp" "$jar" && "${aot_create[@]}" >/dev/null 2>&1 </dev/null \
        && "$java" -XX:AOTCache="$tmp" -XX:AOTMode=on -Xlog:aot*=off -Xlog:cds*=off -cp "$jar" \
          dev.loomlir.cli.Main --version >/dev/null 2>&1 </dev/null \
        && made=1
    else
      "$java" "${loomlir_jvm_options[@]}" -XX:ArchiveClassesAtExit="$tmp" -Xlog:cds*=off -cp "$jar" \
          dev.loomlir.cli.StartupTraining "$root" "$workload" >/dev/null 2>&1 </dev/null \
        && made=1
    fi
    if [ "$made" = 1 ] && [ -s "$tmp" ] && mv -f "$tmp" "$file" 2>/dev/null; then :; else : >"$file.failed" 2>/dev/null || true; fi
    rm -f "$tmp" "$tmp.conf" 2>/dev/null || true
    # Caches of earlier builds are of no more use (at ~25 MB each).
    local old
    for old in "${file%/*}"/loomlir-*.aot "${file%/*}"/loomlir-*.jsa "${file%/*}"/loomlir-*.failed; do
      case "$old" in *"-$jar_id-"*) ;; *) rm -f "$old" 2>/dev/null || true;; esac
    done
  fi
  exec 8>&-
}

# For `loomlir run ARGS`: sets run_entry (the cache entry's folder) and run_digests (sha256sum of
# every argument naming a file) when the run cache can serve the command line: it names a file,
# reads no standard input and asks the compiler for nothing it would print (IR dumps, help).
# The key is the loomlir jar, the JDK, the JVM options, the arguments and the files' bytes; the
# compiler stores an entry only for an input whose bytes it checked against run_digests
# (dev.loomlir.cli.RunCache), so an entry is never stale. LOOMLIR_CACHE=off turns it off.
run_cache_lookup() {
  local a files=() key
  [ "${LOOMLIR_CACHE:-}" != off ] || return 1
  for a in "$@"; do
    case "$a" in
      -|--|-h|--help|-help|-V|--version|-version|--mlir-print-ir-after-all|-mlir-print-ir-after-all) return 1;;
    esac
    [ ! -f "$a" ] || files+=("$a")
  done
  [ ${#files[@]} -gt 0 ] || return 1
  run_digests="$(sha256sum -- "${files[@]}" 2>/dev/null)" || return 1
  cache_root_dir
  key="$({ printf '%s\0' loomlir-run-1 "$jar_id" "$jdk" "$jdk_release" "${LOOMLIR_JAVA_OPTS:-}" \
    "${loomlir_jvm_options[@]}" "$@"; printf '%s' "$run_digests"; } | sha256sum)" || return 1
  run_entry="$cache_root/run/${key:0:32}"
}

# For a hit of the run cache on JDK 25+: the program's own AOT cache, in its entry. The third hit
# runs the program in the JVM's record mode and then creates the cache from what it recorded (the
# program's classes linked, its methods' profiles), so that later hits start with the program's
# own code warm, as `loomlir compile --aot-cache` does for a jar. Not sooner: a recording run has
# no cache at all and took 1.6-1.9 s against 0.2-0.4 s for examples/hello.mlir, which a lit suite
# run a second time would pay on every `loomlir run` line; a program run from the cache twice is
# one that is run again and again. Earlier JDKs keep loomlir's full start-up cache. Sets startup
# and returns 0 when the cache is there; returns 1 when this run should record it; 2 when the entry
# gets none now (too few hits yet, JDK, a failed try, one being created, user options that print
# from the JVM, which record mode would silence).
program_cache_options() {
  program_cache="$run_entry/program.aot"
  [ "$startup_kind" = aot ] || return 2
  if [ -f "$program_cache" ]; then cache_file_options "$program_cache"; return 0; fi
  [ ! -e "$program_cache.failed" ] && [ -w "$run_entry" ] || return 2
  local pid=""
  if [ -f "$program_cache.pending" ] && { read -r pid <"$program_cache.pending"; } 2>/dev/null \
     && [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    return 2
  fi
  case " ${LOOMLIR_JAVA_OPTS:-} " in *Print*|*-Xlog*|*-verbose*|*Trace*) return 2;; esac
  # One byte a hit, in a file of the entry's.
  local hits=""
  { read -r hits <"$run_entry/hits"; } 2>/dev/null || true
  [ ${#hits} -ge 2 ] && return 1
  { printf x >>"$run_entry/hits"; } 2>/dev/null || true
  return 2
}

# Runs the hit "$@" (-cp CLASSPATH MAIN ARGS...) in record mode and returns the program's exit
# status; then creates program_cache from the recording, in the background at the lowest priority
# (about a second of CPU that the command, and a lit suite running it, need not wait for), or in
# the foreground when program_cache_background=0 (the tests). Temporary names, then a rename: two
# hits at once each make a whole file. The recording JVM's own output is off (-DisplayVMOutput: it
# would print where it put the recording), the program's is not.
record_program_cache() {
  local tmp="$program_cache.tmp.$$" java="$jdk/bin/java" status=0
  "$java" "${loomlir_jvm_options[@]}" ${LOOMLIR_JAVA_OPTS:-} -XX:AOTMode=record -XX:AOTConfiguration="$tmp.conf" \
    -Xlog:aot*=off -Xlog:cds*=off -XX:+UnlockDiagnosticVMOptions -XX:-DisplayVMOutput "$@" || status=$?
  if [ "${program_cache_background:-1}" = 1 ]; then
    # A marker with the creating process's id: hits meanwhile use loomlir's cache, not record again.
    create_program_cache "$tmp" "$status" "$1" "$2" </dev/null >/dev/null 2>&1 &
    { echo "$!" >"$program_cache.pending"; } 2>/dev/null || true
  else
    create_program_cache "$tmp" "$status" "$1" "$2"
  fi
  return "$status"
}

# create_program_cache TMP STATUS -cp CLASSPATH: the create step of record_program_cache.
create_program_cache() {
  local tmp="$1" status="$2"
  # shellcheck disable=SC2086 # the user's options are words, as everywhere in the launcher
  aot_create_command "$tmp.conf" "$tmp" "$4" ${LOOMLIR_JAVA_OPTS:-}
  if [ -s "$tmp.conf" ] && nice -n 19 "${aot_create[@]}" >/dev/null 2>&1 </dev/null \
       && mv -f "$tmp" "$program_cache" 2>/dev/null; then
    :
  elif [ "$status" -lt 128 ]; then
    # Not for a run ended by a signal (^C): that one may try again.
    : >"$program_cache.failed" 2>/dev/null || true
  fi
  rm -f "$tmp" "$tmp.conf" "$program_cache.pending" 2>/dev/null || true
}
