import { chunkModuleIds, modulesInMoreThanOneChunk, muiComponentsDefined } from './chunkModules';

/** A chunk in Turbopack's minified shape, defining `ids` (each factory calls into the next). */
function chunk(ids: number[], params = 'e'): string {
  const pairs = ids.map((id) => `${id},${params}=>{"use strict";e.s(["v",0,${id}])}`).join(',');
  return `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${pairs}]);`;
}

describe('chunkModuleIds (docs/upgrading.md#script-chunks)', () => {
  it('reads every module id of a chunk, with one parameter or several', () => {
    expect(chunkModuleIds(chunk([7284, 395264]))).toEqual(['7284', '395264']);
    expect(chunkModuleIds(chunk([12, 34], '(e,t)'))).toEqual(['12', '34']);
  });

  it('does not take numbers in the modules’ code for ids, nor an export list for a module', () => {
    const source = chunk([5]).replace('e.s(', 'f(1,2,g=3),e.s(["default",0,e=>e],');
    expect(chunkModuleIds(source)).toEqual(['5']);
  });

  it('reads a module whose factory is an expression', () => {
    const source = `(globalThis.TURBOPACK||[]).push([void 0,7,e=>e.v(1),8,e=>{}]);`;
    expect(chunkModuleIds(source)).toEqual(['7', '8']);
  });
});

describe('modulesInMoreThanOneChunk', () => {
  it('names each module two chunks define, and nothing when every module comes once', () => {
    const a = { name: 'a.js', source: chunk([1, 2, 3]) };
    const b = { name: 'b.js', source: chunk([3, 4]) };
    const c = { name: 'c.js', source: chunk([5]) };
    expect(modulesInMoreThanOneChunk([a, b, c])).toEqual([{ id: '3', chunks: ['a.js', 'b.js'] }]);
    expect(modulesInMoreThanOneChunk([a, c])).toEqual([]);
  });
});

describe('muiComponentsDefined', () => {
  it('names the components whose styled root a chunk defines, not those a theme overrides', () => {
    const source =
      'a(b,{name:"MuiTooltip",slot:"Popper"});c(d,{name:"MuiTooltip",slot:"Root"});' +
      'e(f,{name:"MuiButton",slot:"Root",overridesResolver:g});h({components:{MuiAlert:{}}})';
    expect(muiComponentsDefined(source)).toEqual(['MuiButton', 'MuiTooltip']);
    expect(muiComponentsDefined('let x=1')).toEqual([]);
  });
});
