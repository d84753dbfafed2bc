package dev.loomlir.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/** Why a file could not be read or written, in the words of the C library (as LLVM's tools say it). */
final class IoMessages {
  private IoMessages() {}

  static String reason(IOException e) {
    if (e instanceof NoSuchFileException) return "No such file or directory";
    if (e instanceof AccessDeniedException) return "Permission denied";
    if (e instanceof NotDirectoryException) return "Not a directory";
    if (e instanceof FileSystemException f && f.getReason() != null) return f.getReason();
    return String.valueOf(e.getMessage());
  }
}
