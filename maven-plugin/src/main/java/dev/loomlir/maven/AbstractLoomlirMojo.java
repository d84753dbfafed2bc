package dev.loomlir.maven;

import dev.loomlir.api.CompilationOptions;
import dev.loomlir.codegen.CoroutineMode;
import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * What the {@code compile} and {@code test-compile} goals share: the configuration, and handing the
 * work to {@link MlirBuild}. The goals differ in their folders and class path only.
 */
abstract class AbstractLoomlirMojo extends AbstractMojo {
  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  protected MavenProject project;

  /** The package of the generated facades; a file {@code a/b-c.mlir} below the sources gets {@code PACKAGE.a.BC}. */
  @Parameter(property = "loomlir.facadePackage", required = true)
  protected String facadePackage;

  /** Which files below the source folder to compile (Ant-style patterns). */
  @Parameter
  protected List<String> includes = new ArrayList<>(List.of("**/*.mlir"));

  /** Files to leave out (Ant-style patterns). */
  @Parameter
  protected List<String> excludes = new ArrayList<>();

  /** Passes run before the default lowering, as {@code loomlir opt} flags without dashes: {@code cse}. */
  @Parameter
  protected List<String> passes = new ArrayList<>();

  /** An mlir-opt pass pipeline run before the default lowering (instead of {@code passes}). */
  @Parameter(property = "loomlir.passPipeline")
  protected String passPipeline;

  /** How coroutines run: {@code state-machine} (default) or {@code virtual-threads}. */
  @Parameter(property = "loomlir.coroutines", defaultValue = "state-machine")
  protected String coroutines;

  /**
   * External function symbol to the public static Java method implementing it,
   * {@code com.example.Cls#method}; the class must be on the plugin's or the project's dependencies.
   */
  @Parameter
  protected Map<String, String> javaBindings = Map.of();

  /** Skips the goal. */
  @Parameter(property = "loomlir.skip", defaultValue = "false")
  protected boolean skip;

  /** The folder of the .mlir files. */
  protected abstract File sourceDirectory();

  /** Where the class files go. */
  protected abstract File outputDirectory();

  /** Where the facades' Java sources go (added to the build's source roots). */
  protected abstract File generatedSourcesDirectory();

  /** Adds the generated sources to the build. */
  protected abstract void addSourceRoot(String root);

  /** The class path whose classes Java bindings may name. */
  protected abstract List<String> classpathElements() throws DependencyResolutionRequiredException;

  /** Where the incremental build keeps what it compiled last. */
  protected abstract File stateFile();

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("loomlir: skipped");
      return;
    }
    CoroutineMode mode = CoroutineMode.fromOptionName(coroutines);
    if (mode == null) {
      throw new MojoFailureException("loomlir: unknown <coroutines> mode '" + coroutines
          + "' (expected state-machine or virtual-threads)");
    }
    Path generated = generatedSourcesDirectory().toPath();
    try (URLClassLoader bindings = bindingLoader()) {
      CompilationOptions options = CompilationOptions.defaults().withPassPipeline(passPipeline)
          .withPasses(passes.toArray(String[]::new)).withCoroutines(mode).withBindingLoader(bindings);
      for (var b : javaBindings.entrySet()) options = options.withJavaBinding(b.getKey(), b.getValue());
      MlirBuild build = new MlirBuild(project.getBasedir().toPath(), sourceDirectory().toPath(), includes, excludes,
          facadePackage, options, outputDirectory().toPath(), generated, stateFile().toPath(), getLog());
      if (build.run()) addSourceRoot(generated.toString());
    } catch (java.io.IOException e) {
      throw new MojoExecutionException("loomlir: " + e.getMessage(), e);
    }
  }

  private URLClassLoader bindingLoader() throws MojoExecutionException {
    List<String> elements;
    try {
      elements = classpathElements();
    } catch (DependencyResolutionRequiredException e) {
      throw new MojoExecutionException("loomlir: " + e.getMessage(), e);
    }
    List<URL> urls = new ArrayList<>();
    for (String element : elements) {
      try {
        urls.add(new File(element).toURI().toURL());
      } catch (MalformedURLException e) {
        throw new MojoExecutionException("loomlir: bad class path element " + element, e);
      }
    }
    return new URLClassLoader(urls.toArray(URL[]::new), getClass().getClassLoader());
  }
}
