export function Footer() {
  return (
    <div className="footer">
      <p className="warning">
        Runs against a local Gangway stack (<code>npm start</code> in the Gangway repository): server on localhost:4000,
        the local Solana chain on 8899.
      </p>
    </div>
  )
}

export default Footer
