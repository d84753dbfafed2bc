package dev.loomlir.testing.upstream;

import java.util.Set;

/** A pass a RUN line runs, by its registered argument, with the names of the options it sets. */
record PassUse(String pass, Set<String> options) {
  PassUse {
    options = Set.copyOf(options);
  }
}
