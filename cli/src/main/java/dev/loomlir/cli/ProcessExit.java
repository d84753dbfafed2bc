package dev.loomlir.cli;

/**
 * How {@link Main#main} ends the JVM. After a command that started no program ({@code opt},
 * {@code --version}) it halts: {@code System.exit} first asks for the {@code java.lang.Runtime}
 * {@code System.Logger} (JDK 21+ logs every exit at DEBUG level), whose first lookup searches the
 * class path for a {@code LoggerFinder} service and so opens and indexes loomlir's jar, which a
 * run from the AOT cache otherwise never opens (docs/performance-notes.md, "Start-up, lazily");
 * and then it runs shutdown hooks, of which the compiler registers none. Other commands, which may
 * run a program (and its hooks: {@code EntryPoint}'s flush), exit normally, as does every command
 * when the JVM is given {@code -Dloomlir.exitHooks} (e.g. for JFR, which writes its recording
 * from a shutdown hook).
 */
final class ProcessExit {
  private ProcessExit() {}

  static void exit(String[] args, int code) {
    if (haltsAfter(args) && System.getProperty("loomlir.exitHooks") == null) {
      System.out.flush();
      System.err.flush();
      Runtime.getRuntime().halt(code);
    }
    System.exit(code);
  }

  /** Whether the command line names a command that never starts a program. */
  static boolean haltsAfter(String[] args) {
    if (args.length == 0) return false;
    String command = args[0];
    return command.equals("opt") || command.equals("--version") || command.equals("-V");
  }
}
