package dev.loomlir.lowering.pass;

import dev.loomlir.dialect.Context;

/**
 * What a running pass may know beyond the op it runs on (upstream's {@code Pass::getContext()}):
 * the context the program was parsed in, with its registered dialects and ops.
 */
public record PassContext(Context context) {}
