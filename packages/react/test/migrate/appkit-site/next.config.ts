const nextConfig = { transpilePackages: ['@reown/appkit'] }
export default nextConfig
