import { useCallback, useEffect, useState } from 'react';

/** Moves focus to an element the next render shows (a field that appears after a click, say).
 *  Focusing on the next animation frame races React: on a busy phone the render that adds the
 *  element can come after that frame, and focus then stays behind. The request is kept in state
 *  and carried out once React has committed the render that made it. */
export function useFocusAfterRender(): (id: string) => void {
  const [request, setRequest] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (request) document.getElementById(request.id)?.focus();
  }, [request]);
  // A new object each time, so asking twice for the same element focuses it twice.
  return useCallback((id: string) => setRequest({ id }), []);
}
