/** The dialog's own strings, in each language (the button's label is `shell.search`). */
import type { Language } from '@/core/language';
import type { SectionKind } from '@/core/searchIndex';

export interface SearchStrings {
  dialogTitle: string;
  placeholder: string;
  results: string;
  recent: string;
  start: string;
  loading: string;
  none: (query: string) => string;
  count: (n: number) => string;
  unavailable: string;
  hint: string;
  /** What a result that opens at a section names it: `Prop: disableElevation`. */
  sections: Record<SectionKind, string>;
}

export const SEARCH_STRINGS: Record<Language, SearchStrings> = {
  en: {
    dialogTitle: 'Search the documentation',
    placeholder: 'Search components, props, guides…',
    results: 'Search results',
    recent: 'Recent searches',
    start: 'Type to search every page of the documentation.',
    loading: 'Searching…',
    none: (query) => `No results for “${query}”`,
    count: (n) => (n === 1 ? '1 result' : `${n} results`),
    unavailable: 'Search is unavailable: the index could not be loaded. Check your connection.',
    hint: '↑ ↓ to move, Enter to open, Esc to close',
    sections: {
      heading: 'Section',
      prop: 'Prop',
      slot: 'Slot',
      class: 'CSS class',
      parameter: 'Parameter',
      return: 'Return value',
    },
  },
  zh: {
    dialogTitle: '搜索文档',
    placeholder: '搜索组件、属性、指南…',
    results: '搜索结果',
    recent: '最近的搜索',
    start: '输入关键词，搜索文档的所有页面。',
    loading: '正在搜索…',
    none: (query) => `没有与“${query}”相关的结果`,
    count: (n) => `${n} 个结果`,
    unavailable: '搜索不可用：无法加载索引。请检查网络连接。',
    hint: '↑ ↓ 移动，Enter 打开，Esc 关闭',
    sections: {
      heading: '章节',
      prop: '属性',
      slot: '插槽',
      class: 'CSS 类',
      parameter: '参数',
      return: '返回值',
    },
  },
};
