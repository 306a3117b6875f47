// Hand-written declarations: the messages of types.proto (tdex-protobuf 7ead2ca) that tdex-sdk 1.7.7's
// typings use, as plain objects (`toObject()` shapes). uint64 and int64 fields are JavaScript numbers.

// Classes named by tdex-sdk's typings; the samples only use their AsObject shapes below.
export declare class BalanceWithFee {
  toObject(): BalanceWithFee.AsObject;
}
export declare class PriceWithFee {
  toObject(): PriceWithFee.AsObject;
}
export declare class Market {
  toObject(): Market.AsObject;
}

export declare namespace Fixed {
  type AsObject = {baseFee: number; quoteFee: number};
}

export declare namespace Fee {
  type AsObject = {basisPoint: number; fixed?: Fixed.AsObject};
}

export declare namespace Balance {
  type AsObject = {baseAmount: number; quoteAmount: number};
}

export declare namespace BalanceWithFee {
  type AsObject = {balance?: Balance.AsObject; fee?: Fee.AsObject};
}

export declare namespace Market {
  type AsObject = {baseAsset: string; quoteAsset: string};
}

export declare namespace Price {
  type AsObject = {basePrice: number; quotePrice: number};
}

export declare namespace PriceWithFee {
  type AsObject = {
    price?: Price.AsObject;
    fee?: Fee.AsObject;
    amount: number;
    asset: string;
    balance?: Balance.AsObject;
  };
}
