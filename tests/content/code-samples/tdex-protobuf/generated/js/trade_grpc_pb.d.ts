// Hand-written declaration: the gRPC client class of the Trade service (tdex-protobuf 7ead2ca). The
// samples never call it directly; tdex-sdk's TraderClient wraps it.

export declare class TradeClient {
  constructor(address: string, credentials: unknown, options?: object);
  close(): void;
}
