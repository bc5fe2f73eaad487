import { describe, expect, it } from 'vitest';
import { checkBudgets, chunkCycles, firstLoadFiles } from './check-bundle-budgets.mjs';

/** A small Vite manifest: an entry with a shared chunk, two lazy routes, a lazy dialog and a cycle. */
const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-1.js', '_ui-1.js'],
    dynamicImports: ['src/routes/login.tsx', 'src/routes/dashboard.tsx'],
    css: ['assets/index-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js', name: 'react' },
  '_ui-1.js': { file: 'assets/ui-1.js', name: 'ui', imports: ['_react-1.js', '_theme-1.js'] },
  // The theme and the UI chunk import each other: the walk must end.
  '_theme-1.js': { file: 'assets/theme-1.js', name: 'theme', imports: ['_ui-1.js'] },
  'src/routes/login.tsx': {
    file: 'assets/login-1.js',
    src: 'src/routes/login.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_ui-1.js', '_form-1.js'],
    dynamicImports: ['src/lib/validation.ts'],
  },
  '_form-1.js': { file: 'assets/form-1.js', name: 'form', imports: ['_react-1.js'] },
  'src/lib/validation.ts': { file: 'assets/validation-1.js', src: 'src/lib/validation.ts', isDynamicEntry: true },
  'src/routes/dashboard.tsx': {
    file: 'assets/dashboard-1.js',
    src: 'src/routes/dashboard.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_chart-host-1.js'],
    dynamicImports: ['src/components/chart.tsx'],
  },
  '_chart-host-1.js': { file: 'assets/chart-host-1.js', name: 'chart-host' },
  'src/components/chart.tsx': { file: 'assets/chart-1.js', src: 'src/components/chart.tsx', isDynamicEntry: true },
  'src/components/inline.tsx': { file: 'assets/index-1.js', src: 'src/components/inline.tsx' },
};

describe('firstLoadFiles', () => {
  it('takes the entry and its static imports, each once, in the order first reached', () => {
    expect(firstLoadFiles(manifest, [])).toEqual(['assets/index-1.js', 'assets/react-1.js', 'assets/ui-1.js', 'assets/theme-1.js']);
  });

  it("adds each route module and its static imports, not what it imports dynamically, nor the entry's CSS", () => {
    expect(firstLoadFiles(manifest, ['src/routes/login.tsx'])).toEqual([
      'assets/index-1.js',
      'assets/react-1.js',
      'assets/ui-1.js',
      'assets/theme-1.js',
      'assets/login-1.js',
      'assets/form-1.js',
    ]);
  });

  it('leaves out the other routes and the lazily loaded parts of the page', () => {
    const files = firstLoadFiles(manifest, ['src/routes/dashboard.tsx']);
    expect(files).toContain('assets/chart-host-1.js');
    expect(files).not.toContain('assets/chart-1.js');
    expect(files).not.toContain('assets/login-1.js');
  });

  it('refuses a route module that is missing from the manifest or bundled into its importer', () => {
    expect(() => firstLoadFiles(manifest, ['src/routes/renamed.tsx'])).toThrow(/not in the manifest/);
    expect(() => firstLoadFiles(manifest, ['src/components/inline.tsx'])).toThrow(/import it lazily/);
  });

  it('refuses a manifest without exactly one entry', () => {
    expect(() => firstLoadFiles({ 'a.html': { file: 'a.js', isEntry: true }, 'b.html': { file: 'b.js', isEntry: true } }, [])).toThrow(/one entry/);
  });
});

describe('checkBudgets', () => {
  const KB = 1024;
  const sizes: Record<string, number> = {
    'assets/index-1.js': 40,
    'assets/react-1.js': 50,
    'assets/ui-1.js': 10,
    'assets/theme-1.js': 5,
    'assets/login-1.js': 3,
    'assets/form-1.js': 12,
    'assets/dashboard-1.js': 20,
    'assets/chart-host-1.js': 2,
  };
  const sizeOf = (file: string) => ({ brotli: sizes[file] * KB, raw: sizes[file] * 3 * KB });
  const pages = [
    { page: '/login', routes: ['src/routes/login.tsx'], budgetKB: 120 },
    { page: '/dashboard', routes: ['src/routes/dashboard.tsx'], budgetKB: 120, targetKB: 100 },
  ];

  it('sums the brotli and raw sizes of each first load and passes within the budgets', () => {
    const [login, dashboard] = checkBudgets(manifest, sizeOf, pages, 64);
    expect(login.brotli).toBe(120 * KB);
    expect(login.raw).toBe(360 * KB);
    expect(login.problems).toEqual([]);
    expect(dashboard.brotli).toBe(127 * KB);
    expect(dashboard.targetKB).toBe(100);
  });

  it('names the page past its budget and any chunk past the chunk budget', () => {
    const [, dashboard] = checkBudgets(manifest, sizeOf, pages, 45);
    expect(dashboard.problems).toEqual([
      '/dashboard: 127.0 KB of brotli JavaScript, budget 120 KB',
      '/dashboard: assets/react-1.js is 50.0 KB brotli, budget per chunk 45 KB',
    ]);
  });

  it('names the page that loads more files than it may', () => {
    const [login] = checkBudgets(manifest, sizeOf, [{ ...pages[0]!, maxFiles: 2 }], 64);
    expect(login.problems).toEqual([`/login: ${login.chunks.length} JavaScript files, at most 2`]);
    expect(login.chunks.length).toBeGreaterThan(2);
  });
});

describe('chunkCycles', () => {
  it('names the chunks that import each other', () => {
    expect(chunkCycles(manifest)).toEqual(['assets/ui-1.js -> assets/theme-1.js -> assets/ui-1.js']);
  });

  it('finds none in chunks that import one way', () => {
    const { '_theme-1.js': theme, ...rest } = manifest;
    expect(chunkCycles({ ...rest, '_theme-1.js': { ...theme, imports: [] } })).toEqual([]);
  });
});
