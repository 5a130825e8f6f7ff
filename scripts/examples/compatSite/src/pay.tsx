// AppKit Pay as its docs write it.
import { baseETH, openPay } from '@reown/appkit-pay'
import { usePay } from '@reown/appkit-pay/react'

export function PayButton() {
  const { open, isPending } = usePay({ onSuccess: (data) => console.log(data), onError: (error) => console.log(error) })
  return (
    <div>
      <button
        type="button"
        disabled={isPending}
        onClick={() =>
          open({ paymentAsset: baseETH, recipient: '0x0000000000000000000000000000000000000001', amount: 0.0001 })
        }
      >
        Pay
      </button>
      <button
        type="button"
        onClick={() =>
          openPay({ paymentAsset: baseETH, recipient: '0x0000000000000000000000000000000000000001', amount: 1 })
        }
      >
        Open Pay
      </button>
    </div>
  )
}
