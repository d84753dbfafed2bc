package dev.loomlir.lowering.pass;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The option values one instance of a pass was created with; an option not given has its default. */
public final class PassOptionValues {
  /** By option (options compare by identity), in the order first given. */
  private final Map<PassOption<?>, Object> values = new LinkedHashMap<>();

  /** Every option at its default. */
  public static PassOptionValues defaults() { return new PassOptionValues(); }

  @SuppressWarnings("unchecked")
  public <T> T get(PassOption<T> option) {
    return values.containsKey(option) ? (T) values.get(option) : option.defaultValue();
  }

  /** The options the command line gave, in the order first given. */
  public List<PassOption<?>> given() { return List.copyOf(values.keySet()); }

  /** True when the command line gave {@code option}. */
  public boolean isSet(PassOption<?> option) { return values.containsKey(option); }

  /** Records a value read from the command line: a later value replaces an earlier one, list options collect them all. */
  @SuppressWarnings("unchecked")
  void set(PassOption<?> option, Object value) {
    if (option.kind() == PassOption.Kind.STRING_LIST && values.containsKey(option)) {
      List<String> all = new ArrayList<>((List<String>) values.get(option));
      all.addAll((List<String>) value);
      value = List.copyOf(all);
    }
    values.put(option, value);
  }

  /** A copy with {@code option} set to {@code value}, for code that builds passes itself. */
  public <T> PassOptionValues with(PassOption<T> option, T value) {
    PassOptionValues copy = new PassOptionValues();
    copy.values.putAll(values);
    copy.values.put(option, value);
    return copy;
  }
}
