import { describe, expect, it } from 'vitest';
import { routeChunkPlugin } from './route-chunk.plugin';

type Transform = (code: string, id: string) => { code: string } | undefined;
const transform = routeChunkPlugin('/app/src/shell/route-chunk.tsx').transform as Transform;

/** What the router plugin's code splitter writes into a route file (babel, either quotes). */
const splitRoute = (
  quote: string,
) => `import { lazyRouteComponent } from ${quote}@tanstack/react-router${quote};
const $$splitComponentImporter = () => import('/app/src/routes/_site/blog/index.tsx?tsr-split=component');
import { createFileRoute } from '@tanstack/react-router';
export const Route = createFileRoute('/_site/blog/')({
  component: lazyRouteComponent($$splitComponentImporter, 'component')
});`;

describe("route files load their code through the app's loader", () => {
  it.each(["'", '"'])('rewrites the router plugin’s import (%s quotes)', (quote) => {
    const result = transform(splitRoute(quote), '/app/src/routes/_site/blog/index.tsx');
    expect(result?.code).toContain(
      'import { lazyRouteComponent } from "/app/src/shell/route-chunk.tsx";',
    );
    expect(result?.code).not.toMatch(/lazyRouteComponent\s*\}\s*from\s*['"]@tanstack/);
    // Everything else stays.
    expect(result?.code).toContain("import { createFileRoute } from '@tanstack/react-router';");
    expect(result?.code).toContain("lazyRouteComponent($$splitComponentImporter, 'component')");
  });

  it('stops the build when a route file still uses TanStack’s loader', () => {
    const code = `import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
export const Route = createFileRoute('/x')({ component: lazyRouteComponent(() => import('./x')) });`;
    expect(() => transform(code, '/app/src/routes/x.tsx')).toThrow(
      /src\/routes\/x\.tsx: loads route code with TanStack Router's lazyRouteComponent/,
    );
  });

  it('leaves other files and route files without split code alone', () => {
    expect(transform(splitRoute("'"), '/app/src/features/blog/blog-list.page.tsx')).toBeUndefined();
    expect(
      transform(
        "import { createFileRoute } from '@tanstack/react-router';",
        '/app/src/routes/a.tsx',
      ),
    ).toBeUndefined();
  });
});
