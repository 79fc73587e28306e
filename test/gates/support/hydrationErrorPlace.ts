/**
 * Where React was hydrating when it threw a hydration error: production builds name no component,
 * so the gate reads the paused frames' local variables for the fiber React was working on and
 * names the nearest element it had already matched (and that element's parent), e.g.
 * `<section id="BasicButtons"> in <div class="markdown-body">`. Null when no fiber is in reach.
 */
import type { CDPSession } from '@playwright/test';

/** How many of the innermost frames to search; React throws a few calls below its work loop. */
const FRAMES_SEARCHED = 3;

/** Runs in the page, on one local variable: the place if it is a React fiber, else null. */
const DESCRIBE_FIBER = `function () {
  var isFiber = this && typeof this === 'object' && 'stateNode' in this && 'return' in this &&
    'memoizedProps' in this && 'tag' in this;
  if (!isFiber) return null;
  var fiber = this;
  while (fiber && !(fiber.stateNode && fiber.stateNode.nodeType === 1)) fiber = fiber.return;
  if (!fiber) return null;
  function openingTag(element) {
    var html = element.outerHTML;
    return html.slice(0, html.indexOf('>') + 1).slice(0, 160);
  }
  var element = fiber.stateNode;
  return openingTag(element) + (element.parentElement ? ' in ' + openingTag(element.parentElement) : '');
}`;

interface PausedFrame {
  callFrameId: string;
  scopeChain: { type: string; object: { objectId?: string } }[];
}

export async function hydrationErrorPlace(
  session: CDPSession,
  callFrames: readonly PausedFrame[],
): Promise<string | null> {
  for (const frame of callFrames.slice(0, FRAMES_SEARCHED)) {
    const local = frame.scopeChain.find((scope) => scope.type === 'local');
    if (local?.object.objectId === undefined) {
      continue;
    }
    const { result } = await session.send('Runtime.getProperties', {
      objectId: local.object.objectId,
      ownProperties: true,
    });
    for (const property of result) {
      const objectId = property.value?.type === 'object' ? property.value.objectId : undefined;
      if (objectId === undefined) {
        continue;
      }
      const described = await session.send('Runtime.callFunctionOn', {
        objectId,
        functionDeclaration: DESCRIBE_FIBER,
        returnByValue: true,
      });
      if (typeof described.result.value === 'string') {
        return described.result.value;
      }
    }
  }
  return null;
}
