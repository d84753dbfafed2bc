package dev.loomlir.syntax.print;

import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.DictionaryAttr;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerSetAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.TupleType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeAttr;
import dev.loomlir.ir.UnitAttr;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Appends attributes and types in their MLIR spelling ({@code toString()}), except that affine
 * maps and integer sets, wherever they are nested (arrays, dictionaries, memref layouts, function
 * types), print as their {@code #map}/{@code #set} alias. In collecting mode it records the maps it meets instead.
 *
 * <p>Dispatch is by {@code instanceof} chains, not pattern switches: those are {@code invokedynamic}
 * call sites the AOT cache does not archive, about 1 ms each per run (issue 18).
 */
final class AttributeWriter {
  private final AliasTable aliases;
  private boolean collecting;
  /** Spelling of each type seen, aliases substituted: types repeat a lot in printed IR. */
  private final Map<Type, String> typeText = new HashMap<>();
  /** The last type printed: consecutive types are very often the same instance. */
  private Type lastType;
  private String lastTypeText;

  AttributeWriter(AliasTable aliases) { this.aliases = aliases; }

  /** In collecting mode maps are recorded in {@link AliasTable} and nothing needs to be exact. */
  void setCollecting(boolean collecting) {
    this.collecting = collecting;
    typeText.clear();
    lastType = null;
  }

  void appendType(StringBuilder out, Type t) {
    if (t == lastType) {
      out.append(lastTypeText);
      return;
    }
    String text = typeText.get(t);
    if (text == null) {
      if (containsAliasedAttr(t)) {
        StringBuilder sb = new StringBuilder();
        appendTypeWithAliases(sb, t);
        text = sb.toString();
      } else {
        text = t.toString();
      }
      typeText.put(t, text);
    }
    lastType = t;
    lastTypeText = text;
    out.append(text);
  }

  void appendAttribute(StringBuilder out, Attribute a) {
    if (a instanceof UnitAttr || a instanceof IntegerAttr || a instanceof FloatAttr) {
      out.append(a.toString());
    } else if (containsAliasedAttr(a)) {
      appendAttributeWithAliases(out, a);
    } else {
      out.append(a.toString());
    }
  }

  /** Integer, float and elements attributes without their {@code : type} suffix. */
  void appendAttributeWithoutType(StringBuilder out, Attribute a) {
    if (a instanceof IntegerAttr i) {
      out.append(i.valueString());
    } else if (a instanceof FloatAttr f) {
      out.append(f.valueString());
    } else if (a instanceof DenseElementsAttr d) {
      String full = d.toString();
      out.append(full, 0, full.length() - d.type().toString().length() - 3);
    } else {
      appendAttribute(out, a);
    }
  }

  /** One {@code k = v} (or bare {@code k} for a unit attribute) of a dictionary, after {@code ", "} unless first. */
  void appendDictionaryEntry(StringBuilder out, Map.Entry<String, Attribute> entry, boolean first) {
    if (!first) out.append(", ");
    out.append(DictionaryAttr.keyString(entry.getKey()));
    if (entry.getValue() != UnitAttr.INSTANCE) {
      out.append(" = ");
      appendAttribute(out, entry.getValue());
    }
  }

  private void appendAttributeWithAliases(StringBuilder out, Attribute a) {
    if (a instanceof AffineMapAttr m) {
      if (collecting) aliases.visitAffineMap(m);
      String alias = aliases.aliasOf(m);
      out.append(alias != null ? alias : m.toString());
    } else if (a instanceof IntegerSetAttr set) {
      if (collecting) aliases.visitIntegerSet(set);
      String alias = aliases.aliasOf(set);
      out.append(alias != null ? alias : set.toString());
    } else if (a instanceof ArrayAttr arr) {
      out.append('[');
      List<Attribute> elements = arr.elements();
      for (int i = 0; i < elements.size(); i++) {
        if (i > 0) out.append(", ");
        // Array elements elide an i64 type, as MLIR's AttrTypeElision::May.
        if (elements.get(i) instanceof IntegerAttr ia && ia.type().equals(IntegerType.I64)) out.append(ia.valueString());
        else appendAttribute(out, elements.get(i));
      }
      out.append(']');
    } else if (a instanceof DictionaryAttr dict) {
      out.append('{');
      boolean first = true;
      for (Map.Entry<String, Attribute> e : dict.entries().entrySet()) {
        appendDictionaryEntry(out, e, first);
        first = false;
      }
      out.append('}');
    } else if (a instanceof TypeAttr t) {
      appendType(out, t.type());
    } else {
      out.append(a.toString());
    }
  }

  private void appendTypeWithAliases(StringBuilder out, Type t) {
    if (t instanceof MemRefType m) {
      out.append("memref<").append(ShapedType.dims(m.shape()));
      appendType(out, m.elementType());
      out.append(", ");
      appendAttribute(out, m.layout());
      if (m.memorySpace() != null) out.append(", ").append(IntegerAttr.toStringElidingI64(m.memorySpace()));
      out.append('>');
    } else if (t instanceof FunctionType f) {
      appendTypeList(out, f.inputs(), "(", ")");
      out.append(" -> ");
      appendFunctionResults(out, f.results());
    } else if (t instanceof TupleType tt) {
      appendTypeList(out, tt.types(), "tuple<", ">");
    } else {
      out.append(t.toString());
    }
  }

  void appendTypeList(StringBuilder out, List<Type> types, String open, String close) {
    out.append(open);
    for (int i = 0; i < types.size(); i++) {
      if (i > 0) out.append(", ");
      appendType(out, types.get(i));
    }
    out.append(close);
  }

  /** {@code t}, or {@code (t1, t2)}/{@code ()}; a single function type is parenthesized too. */
  void appendFunctionResults(StringBuilder out, List<Type> results) {
    if (results.size() == 1 && !(results.get(0) instanceof FunctionType)) appendType(out, results.get(0));
    else appendTypeList(out, results, "(", ")");
  }

  // ---- where affine maps hide ----

  static boolean containsAliasedAttr(Attribute a) {
    if (a instanceof AffineMapAttr || a instanceof IntegerSetAttr) return true;
    if (a instanceof ArrayAttr arr) return arr.elements().stream().anyMatch(AttributeWriter::containsAliasedAttr);
    if (a instanceof DictionaryAttr d) return d.entries().values().stream().anyMatch(AttributeWriter::containsAliasedAttr);
    if (a instanceof TypeAttr t) return containsAliasedAttr(t.type());
    return false;
  }

  static boolean containsAliasedAttr(Type t) {
    if (t instanceof MemRefType m) return m.layout() instanceof AffineMapAttr;
    if (t instanceof FunctionType f) {
      return f.inputs().stream().anyMatch(AttributeWriter::containsAliasedAttr)
          || f.results().stream().anyMatch(AttributeWriter::containsAliasedAttr);
    }
    if (t instanceof TupleType tt) return tt.types().stream().anyMatch(AttributeWriter::containsAliasedAttr);
    return false;
  }
}
