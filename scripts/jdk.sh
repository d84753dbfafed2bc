# Sourced by ./loomlir, ./run-tests and the scripts: locating a JDK 21+ on this machine, and the
# JVM options loomlir runs with.
# shellcheck shell=bash

# Prints the feature version (17, 21, 25, ...) of the java binary $1, or nothing. Read from the
# JDK's `release` file when it has one (starting a JVM per candidate cost ~0.2 s per launch).
java_version() {
  local v="" home
  home="$(dirname "$(dirname "$1")")"
  if [ -f "$home/release" ]; then
    v=$(sed -n 's/^JAVA_VERSION="\([^"]*\)".*/\1/p' "$home/release" | head -n 1)
  fi
  if [ -z "$v" ]; then
    v=$("$1" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = //p' | head -n 1)
  fi
  case "$v" in 1.*) v="${v#1.}";; esac
  echo "${v%%[.+_-]*}"
}

# Echoes a JAVA_HOME holding JDK 21 or newer (javac included: Maven needs it).
find_jdk() {
  local candidates=()
  [ -n "${JAVA_HOME:-}" ] && candidates+=("$JAVA_HOME")
  if command -v javac >/dev/null 2>&1; then
    candidates+=("$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")")
  fi
  local d
  for d in /usr/lib/jvm/* /usr/java/* /opt/java/* /opt/jdk* /usr/local/jdk* \
           "$HOME"/.sdkman/candidates/java/* "$HOME"/.jdks/* /Library/Java/JavaVirtualMachines/*/Contents/Home; do
    [ -d "$d" ] && candidates+=("$d")
  done
  local best="" best_v=0 c v
  for c in "${candidates[@]}"; do
    [ -x "$c/bin/java" ] && [ -x "$c/bin/javac" ] || continue
    v=$(java_version "$c/bin/java")
    [[ "$v" =~ ^[0-9]+$ ]] || continue
    # JAVA_HOME wins when it is new enough; otherwise take the newest JDK found.
    if [ "$v" -ge 21 ] && [ "$c" = "${JAVA_HOME:-}" ]; then echo "$c"; return; fi
    if [ "$v" -ge 21 ] && [ "$v" -gt "$best_v" ]; then best="$c"; best_v="$v"; fi
  done
  [ -n "$best" ] && echo "$best"
}


# Sets $jdk to a JDK 21+ or exits with a message naming what to install.
require_jdk() {
  jdk="$(find_jdk || true)"
  if [ -z "$jdk" ]; then
    echo "loomlir: needs a JDK 21 or newer (java and javac), and found none." >&2
    echo "loomlir: install one (e.g. 'apt-get install openjdk-21-jdk', or Temurin 21+) or set JAVA_HOME to it." >&2
    exit 127
  fi
}

# Vector width: prints -XX:MaxVectorSize=32 on AMD Zen 4 (family 25 with AVX-512), which runs
# 512-bit vector instructions as two 256-bit halves; there C2's 256-bit loops measured as fast
# or faster on every vectorized loop tried (pfor-add -9%, rows in L1 -8 to -20%; docs/architecture.md,
# "Vector width"). Reads /proc/cpuinfo, or the file $1; nothing elsewhere.
vector_width_options() {
  local cpuinfo="${1:-/proc/cpuinfo}"
  [ -r "$cpuinfo" ] || return 0
  awk -F': *' '
    $1 ~ /^vendor_id/ && !v { v = $2 }
    $1 ~ /^cpu family/ && !f { f = $2 }
    $1 ~ /^flags/ && !seen { seen = 1; n = split($2, fl, " "); for (i = 1; i <= n; i++) if (fl[i] == "avx512f") avx = 1 }
    END { if (v == "AuthenticAMD" && f == 25 && avx) print "-XX:MaxVectorSize=32" }' "$cpuinfo"
}

# The JVM options of every loomlir run (./loomlir, and the jar scripts/bench-report measures;
# ./loomlir puts LOOMLIR_JAVA_OPTS after them, so a user's own choice wins): generated loop
# functions marked by the code generator compile in the foreground
# (dev.loomlir.codegen.ForegroundCompilation says why; keep the pattern equal to its
# COMPILE_COMMAND), and vectors are as wide as vector_width_options says.
loomlir_jvm_options=(-XX:CompileCommand=quiet '-XX:CompileCommand=BackgroundCompilation,loomlir.gen.*::*$$loop,false')
# shellcheck disable=SC2207 # one word or none
loomlir_jvm_options+=($(vector_width_options))
