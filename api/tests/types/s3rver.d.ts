/** The part of s3rver's API the tests use (it ships no types). */
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
  }
  /** What s3rver emits as 'event' for each object written or deleted, in S3's notification shape. */
  export interface S3rverEvent {
    Records: Array<{ eventName: string; s3: { object: { key: string } } }>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    on(name: 'event', listener: (event: S3rverEvent) => void): this;
    off(name: 'event', listener: (event: S3rverEvent) => void): this;
  }
}
