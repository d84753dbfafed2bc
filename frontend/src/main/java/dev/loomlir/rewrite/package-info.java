/**
 * What rewrites are written against (upstream's mlir/IR/PatternMatch.h and Builders.h): {@link
 * dev.loomlir.rewrite.OpBuilder}, {@link dev.loomlir.rewrite.Rewriter}, {@link
 * dev.loomlir.rewrite.PatternRewriter}, {@link dev.loomlir.rewrite.RewritePattern} and the fold hook
 * {@link dev.loomlir.ir.OpFolder}. The drivers that apply them are in the lowering module.
 */
package dev.loomlir.rewrite;
