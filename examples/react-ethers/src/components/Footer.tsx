export function Footer() {
  return (
    <div className="footer">
      <p className="warning">
        Runs against a local Gangway stack (<code>npm start</code> in the Gangway repository): server on localhost:4000,
        the devnet chains on 8545 and 8546.
      </p>
    </div>
  )
}

export default Footer
