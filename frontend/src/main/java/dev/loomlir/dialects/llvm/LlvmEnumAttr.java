package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Attribute;

/**
 * One of the llvm dialect's keyword enum attributes: {@code #llvm.linkage<internal>},
 * {@code #llvm.cconv<ccc>}, {@code #llvm.tailcallkind<none>}.
 */
public record LlvmEnumAttr(String mnemonic, String value) implements Attribute {
  public static final String LINKAGE = "linkage", CCONV = "cconv", TAIL_CALL_KIND = "tailcallkind";

  public static final LlvmEnumAttr EXTERNAL = new LlvmEnumAttr(LINKAGE, "external");
  public static final LlvmEnumAttr CCC = new LlvmEnumAttr(CCONV, "ccc");
  public static final LlvmEnumAttr NO_TAIL_CALL = new LlvmEnumAttr(TAIL_CALL_KIND, "none");

  @Override public String toString() { return "#llvm." + mnemonic + "<" + value + ">"; }
}
