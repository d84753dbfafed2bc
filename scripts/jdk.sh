# Sourced by ./loomlir, ./run-tests and the scripts: locating a JDK 21+ on this machine, and the
# JVM options loomlir runs with.
# shellcheck shell=bash

# Prints the feature version (17, 21, 25, ...) of the java binary $1, or nothing.
java_version() {
  read_java_version "$1"
  echo "$java_version_read"
}

# Sets java_version_read to the feature version of the java binary $1 (or to "") and
# java_release_read to the whole version string. Read from the
# JDK's `release` file with shell builtins when it has one: starting a JVM per candidate cost
# ~0.2 s a launch, and even a sed per candidate a millisecond.
read_java_version() {
  local v="" line home="${1%/*}"
  home="${home%/*}"
  if [ -f "$home/release" ]; then
    while IFS= read -r line || [ -n "$line" ]; do
      case "$line" in JAVA_VERSION=*) v="${line#JAVA_VERSION=}"; v="${v#\"}"; v="${v%%\"*}"; break;; esac
    done <"$home/release"
  fi
  if [ -z "$v" ]; then
    v=$("$1" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = //p' | head -n 1)
  fi
  java_release_read="$v"
  case "$v" in 1.*) v="${v#1.}";; esac
  java_version_read="${v%%[.+_-]*}"
}

# Sets jdk to a JAVA_HOME holding JDK 21 or newer (javac included: Maven needs it),
# jdk_version to its feature version and jdk_release to its full one (25.0.3); all empty when
# there is none.
find_jdk() {
  jdk=""; jdk_version=""; jdk_release=""
  # JAVA_HOME wins when it is new enough (checked first: no other JDK need be looked at).
  if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ] && [ -x "$JAVA_HOME/bin/javac" ]; then
    read_java_version "$JAVA_HOME/bin/java"
    if [[ "$java_version_read" =~ ^[0-9]+$ ]] && [ "$java_version_read" -ge 21 ]; then
      jdk="$JAVA_HOME"; jdk_version="$java_version_read"; jdk_release="$java_release_read"; return 0
    fi
  fi
  local candidates=() javac="" d c
  for d in /usr/lib/jvm/* /usr/java/* /opt/java/* /opt/jdk* /usr/local/jdk* \
           "$HOME"/.sdkman/candidates/java/* "$HOME"/.jdks/* /Library/Java/JavaVirtualMachines/*/Contents/Home; do
    [ -d "$d" ] && candidates+=("$d")
  done
  # The javac on PATH too. A symlink (/usr/bin/javac, through /etc/alternatives) usually leads
  # into one of the folders above, which `-ef` (same file, a builtin) tells without resolving it;
  # only one that leads elsewhere costs a fork (readlink, ~3 ms).
  local IFS=:
  for d in $PATH; do
    if [ -x "${d:-.}/javac" ]; then javac="${d:-.}/javac"; break; fi
  done
  unset IFS
  if [ -n "$javac" ] && [ -L "$javac" ]; then
    for c in "${candidates[@]}"; do
      if [ "$javac" -ef "$c/bin/javac" ]; then javac="$c/bin/javac"; break; fi
    done
    [ ! -L "$javac" ] || javac="$(readlink -f "$javac")"
  fi
  # First, so that it wins a tie.
  case "$javac" in */bin/javac) candidates=("${javac%/bin/javac}" "${candidates[@]}");; esac
  # Otherwise the newest JDK found.
  for c in "${candidates[@]}"; do
    [ -x "$c/bin/java" ] && [ -x "$c/bin/javac" ] || continue
    read_java_version "$c/bin/java"
    [[ "$java_version_read" =~ ^[0-9]+$ ]] || continue
    if [ "$java_version_read" -ge 21 ] && [ "$java_version_read" -gt "${jdk_version:-0}" ]; then
      jdk="$c"; jdk_version="$java_version_read"; jdk_release="$java_release_read"
    fi
  done
  [ -n "$jdk" ]
}

# Sets $jdk (and $jdk_version) to a JDK 21+ or exits with a message naming what to install.
require_jdk() {
  if ! find_jdk; then
    echo "loomlir: needs a JDK 21 or newer (java and javac), and found none." >&2
    echo "loomlir: install one (e.g. 'apt-get install openjdk-21-jdk', or Temurin 21+) or set JAVA_HOME to it." >&2
    exit 127
  fi
}

# For a JVM running a library that calls sun.misc.Unsafe's memory methods (Maven's own guava,
# JMH in `loomlir bench`): JDK 24+ warns about each on stderr, and
# --sun-misc-unsafe-memory-access=allow (JDK 23+; older JDKs reject it) keeps the output clean.
# The test JVMs get it from the root pom's profile jdk23-unsafe-access.
unsafe_access_options() {
  if [ "${jdk_version:-0}" -ge 23 ]; then echo "--sun-misc-unsafe-memory-access=allow"; fi
}

# Vector width: prints -XX:MaxVectorSize=32 on AMD Zen 4 (family 25 with AVX-512), which runs
# 512-bit vector instructions as two 256-bit halves; there C2's 256-bit loops measured as fast
# or faster on every vectorized loop tried (pfor-add -9%, rows in L1 -8 to -20%; docs/performance-notes.md,
# "Vector width"). Reads /proc/cpuinfo, or the file $1; nothing elsewhere.
vector_width_options() {
  read_vector_width_options "${1:-/proc/cpuinfo}"
  [ -z "$vector_width_read" ] || echo "$vector_width_read"
}

# Sets vector_width_read to what vector_width_options prints, reading the first processor's
# lines with shell builtins (an awk over /proc/cpuinfo cost a millisecond a launch).
read_vector_width_options() {
  local line value vendor="" family="" flags=""
  vector_width_read=""
  [ -r "$1" ] || return 0
  while IFS= read -r line; do
    value="${line#*:}"
    value="${value#"${value%%[![:space:]]*}"}"
    case "$line" in
      vendor_id*) [ -n "$vendor" ] || vendor="$value";;
      "cpu family"*) [ -n "$family" ] || family="$value";;
      flags*) flags=" $value "; break;;
    esac
  done <"$1"
  if [ "$vendor" = AuthenticAMD ] && [ "$family" = 25 ] && [[ "$flags" == *" avx512f "* ]]; then
    vector_width_read="-XX:MaxVectorSize=32"
  fi
}

# The JVM options of every loomlir run (./loomlir, and the jar scripts/bench-report measures;
# ./loomlir puts LOOMLIR_JAVA_OPTS after them, so a user's own choice wins): generated loop
# functions marked by the code generator compile in the foreground
# (dev.loomlir.codegen.ForegroundCompilation says why; keep the pattern equal to its
# COMPILE_COMMAND), and vectors are as wide as vector_width_options says.
loomlir_jvm_options=(-XX:CompileCommand=quiet '-XX:CompileCommand=BackgroundCompilation,loomlir.gen.*::*$$loop,false')
read_vector_width_options /proc/cpuinfo
[ -z "$vector_width_read" ] || loomlir_jvm_options+=("$vector_width_read")
