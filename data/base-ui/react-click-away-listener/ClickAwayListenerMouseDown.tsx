import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

type MouseEventName = 'onClick' | 'onMouseDown' | 'onMouseUp';

export default function ClickAwayListenerMouseDown() {
  const [eventName, setEventName] = React.useState<MouseEventName>('onMouseDown');
  const [count, setCount] = React.useState(0);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, fontSize: 14 }}>
      <label>
        Listen to{' '}
        <select
          value={eventName}
          onChange={(event) => setEventName(event.target.value as MouseEventName)}
        >
          <option value="onClick">onClick</option>
          <option value="onMouseDown">onMouseDown</option>
          <option value="onMouseUp">onMouseUp</option>
        </select>
      </label>
      <ClickAwayListener
        mouseEvent={eventName}
        touchEvent={false}
        onClickAway={() => setCount((c) => c + 1)}
      >
        <div
          style={{
            width: 240,
            padding: 16,
            borderRadius: 10,
            background: '#ecfeff',
            border: '1px dashed #06b6d4',
          }}
        >
          Press the mouse outside this box. Click-away events so far: <strong>{count}</strong>
        </div>
      </ClickAwayListener>
    </div>
  );
}
