package dev.loomlir.ir;

/** An immutable MLIR attribute. {@link #toString()} gives its MLIR spelling (with its type where MLIR prints one). */
public interface Attribute {}
