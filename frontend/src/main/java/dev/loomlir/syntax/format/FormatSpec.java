package dev.loomlir.syntax.format;

import java.util.List;
import java.util.Set;

/**
 * A parsed assembly format: its elements and what they bind. {@code operandTypes} and
 * {@code resultTypes} name the groups whose types the format spells (directly, through
 * {@code functional-type}, or as arguments of custom directives).
 */
public record FormatSpec(
    List<FormatElement> elements,
    Set<String> usedAttrs,
    Set<String> operandTypes,
    Set<String> resultTypes,
    boolean allOperands,
    boolean allOperandTypes,
    boolean allResultTypes,
    boolean hasPropDict) {}
