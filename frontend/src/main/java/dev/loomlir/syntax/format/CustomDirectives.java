package dev.loomlir.syntax.format;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** The registry of {@code custom<Name>} directives shared by the dialects' assembly formats. */
public final class CustomDirectives {
  private static final Map<String, CustomDirective> DIRECTIVES = new ConcurrentHashMap<>();

  private CustomDirectives() {}

  public static void register(String name, CustomDirective d) { DIRECTIVES.put(name, d); }

  public static CustomDirective get(String name) { return DIRECTIVES.get(name); }
}
