package dev.loomlir.lowering.pass;

/**
 * One {@code name[=value]} of a pass's option text, as written: {@code value} is null when there
 * is no {@code =} ({@code test-convergence}) and empty when nothing follows it ({@code n=}); LLVM's
 * option parser tells the two apart (a bare boolean is true, a bare integer "requires a value").
 */
public record OptionArgument(String name, String value) {}
