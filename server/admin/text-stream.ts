// Text chunks from an async generator as a web stream that reads the next chunk only when the
// response wants more (backpressure), so a slow client never makes the server buffer.

/** Waits for the generator's first chunk (so setup errors reject here, before a response is
 *  sent), then streams it and the rest as UTF-8. `onError` hears about a failure mid-way, when
 *  the response can only be cut short. */
export async function pullStream(chunks: AsyncGenerator<string>, onError: (error: unknown) => void): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const first = await chunks.next();
  let pending: IteratorResult<string> | null = first;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = pending ?? (await chunks.next());
          pending = null;
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (error) {
          onError(error);
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
