// Hand-written declarations: the TradeType enum of trade.proto (tdex-protobuf 7ead2ca). tdex-sdk declares
// an enum of the same name and members, so TypeScript treats the two as compatible.

export declare enum TradeType {
  BUY = 0,
  SELL = 1,
}
