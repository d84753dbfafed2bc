package dev.loomlir.testing.lit;

/** One {@code RUN:} command of a lit test (continuations joined), and the line it starts on. */
public record RunLine(int line, String command) {}
