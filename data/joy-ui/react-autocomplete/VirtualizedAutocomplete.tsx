import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteListbox from '@mui/joy/AutocompleteListbox';
import type { PopperProps } from '@mui/base/Popper';
import { Popper } from '@mui/base/Popper';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

const ITEM_HEIGHT = 36;
const VISIBLE = 8;
const OVERSCAN = 4;

/** 10,000 ticket numbers, generated once (no randomness, so server and client agree). */
const TICKETS = Array.from(
  { length: 10000 },
  (_, index) => `TCK-${String(index + 1).padStart(5, '0')}`,
);

/** The option the keyboard highlights, so the listbox can bring it into its window. */
const HighlightContext = React.createContext<string | null>(null);

type ListboxProps = Omit<React.HTMLAttributes<HTMLUListElement>, 'color'> & {
  anchorEl?: HTMLElement | null;
  open?: boolean;
  modifiers?: PopperProps['modifiers'];
  ownerState?: unknown;
};

function labelOf(item: React.ReactNode): unknown {
  return React.isValidElement<{ children?: unknown }>(item) ? item.props.children : undefined;
}

/**
 * The listbox slot: Autocomplete hands a custom listbox its anchor and open state, so it places
 * itself in a Popper. It renders only the options inside the scrolled window, with spacers above
 * and below that keep the scrollbar's size.
 */
const VirtualListbox = React.forwardRef<HTMLUListElement, ListboxProps>(
  function VirtualListbox(allProps, ref) {
    // Autocomplete also hands a custom slot its ownerState, which is no DOM attribute.
    const props: ListboxProps = { ...allProps };
    delete props.ownerState;
    const { children, anchorEl, open, modifiers, style, ...listboxProps } = props;
    const items = React.Children.toArray(children);
    const highlighted = React.useContext(HighlightContext);
    const [scrollTop, setScrollTop] = React.useState(0);
    const innerRef = React.useRef<HTMLUListElement | null>(null);
    const highlightedIndex = items.findIndex((item) => labelOf(item) === highlighted);

    React.useEffect(() => {
      const node = innerRef.current;
      if (!node || highlightedIndex < 0) return;
      const top = highlightedIndex * ITEM_HEIGHT;
      if (top < node.scrollTop) node.scrollTop = top;
      else if (top + ITEM_HEIGHT > node.scrollTop + node.clientHeight) {
        node.scrollTop = top + ITEM_HEIGHT - node.clientHeight;
      }
    }, [highlightedIndex]);

    const first = Math.max(0, Math.floor(scrollTop / ITEM_HEIGHT) - OVERSCAN);
    const last = Math.min(items.length, first + VISIBLE + OVERSCAN * 2);
    return (
      <Popper
        anchorEl={anchorEl}
        open={Boolean(open)}
        modifiers={modifiers}
        style={{ zIndex: 1000 }}
      >
        <AutocompleteListbox
          {...listboxProps}
          style={style}
          ref={(node: HTMLUListElement | null) => {
            innerRef.current = node;
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          onScroll={(event: React.UIEvent<HTMLUListElement>) =>
            setScrollTop(event.currentTarget.scrollTop)
          }
          sx={{ maxHeight: ITEM_HEIGHT * VISIBLE, position: 'static' }}
        >
          <li aria-hidden style={{ height: first * ITEM_HEIGHT, flexShrink: 0 }} />
          {items.slice(first, last)}
          <li aria-hidden style={{ height: (items.length - last) * ITEM_HEIGHT, flexShrink: 0 }} />
        </AutocompleteListbox>
      </Popper>
    );
  },
);

export default function VirtualizedAutocomplete() {
  const [highlighted, setHighlighted] = React.useState<string | null>(null);
  return (
    <HighlightContext.Provider value={highlighted}>
      <FormControl sx={{ width: 260, maxWidth: '100%' }}>
        <FormLabel>Ticket (10,000 options)</FormLabel>
        <Autocomplete
          options={TICKETS}
          disableListWrap
          onHighlightChange={(_event, option) => setHighlighted(option)}
          slots={{ listbox: VirtualListbox }}
          renderOption={(props, option) => (
            <AutocompleteOption {...props} key={option} sx={{ height: ITEM_HEIGHT, flexShrink: 0 }}>
              {option}
            </AutocompleteOption>
          )}
        />
      </FormControl>
    </HighlightContext.Provider>
  );
}
