package dev.loomlir.ir;

/** A character offset into the buffer being parsed; the parser turns it into a location. */
public record SourcePos(int offset) {}
